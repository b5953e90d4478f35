import { TOKEN_RULES } from '@console/contracts/api-tokens';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccessOf } from '../src/platform/auth/route-access';
import { typedNullables } from '../src/platform/http/openapi';
import { buildTestApp, type TestApp } from './build-app';

interface Operation {
  security?: Record<string, string[]>[];
}
type Document = { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(() => t.close());

/** Every schema object in the document with `nullable` and no `type` (OpenAPI 3.0 ignores the flag there). */
function untypedNullables(node: unknown, path = '', found: string[] = []): string[] {
  if (!node || typeof node !== 'object') return found;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined) found.push(path);
  for (const [key, value] of Object.entries(schema)) untypedNullables(value, `${path}/${key}`, found);
  return found;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names the credential of every guarded operation, and none on a public one', () => {
    const access = routeAccessOf(t.app);
    let guarded = 0;
    for (const [key, declared] of access) {
      const [method = '', url = ''] = key.split(' ');
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) continue; // not in the document (static files, /docs itself)
      if (!declared) {
        expect(operation.security, key).toBeUndefined();
        continue;
      }
      guarded++;
      const names = operation.security?.flatMap((entry) => Object.keys(entry));
      const tokens =
        !('app' in declared) && declared.session !== 'any' && TOKEN_RULES.includes(declared.session);
      expect(names, key).toEqual(
        'app' in declared
          ? ['appSession']
          : ['staffSession', 'staffSessionHeader', ...(tokens ? ['apiToken'] : [])],
      );
    }
    expect(guarded).toBeGreaterThan(100);
    expect(doc.components.securitySchemes).toMatchObject({
      staffSession: { type: 'http', scheme: 'bearer' },
      staffSessionHeader: { type: 'apiKey', in: 'header' },
      appSession: { type: 'http', scheme: 'bearer' },
      apiToken: { type: 'http', scheme: 'bearer' },
    });
    // A device lookup takes a token; Settings and the token screen's own calls never do.
    const lookup = doc.paths['/simplifi/v1/deviceManagement/devices/{searchType}/{value}']?.get;
    expect(lookup?.security?.flatMap((entry) => Object.keys(entry))).toContain('apiToken');
    const tokens = doc.paths['/simplifi/v1/apiTokens']?.get;
    expect(tokens?.security?.flatMap((entry) => Object.keys(entry))).not.toContain('apiToken');
  });

  it('gives every nullable schema a type', () => {
    expect(untypedNullables(doc)).toEqual([]);
  });
});

describe('typedNullables', () => {
  it("moves a union's nullable onto its typed branches", () => {
    const schema = { nullable: true, anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] };
    typedNullables(schema);
    expect(schema).toEqual({
      anyOf: [
        { type: 'number', nullable: true },
        { type: 'string', maxLength: 20, nullable: true },
      ],
    });
  });
});

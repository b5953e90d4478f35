import type { RuleName } from '@console/contracts/access';
import { API_TOKEN_PREFIX, TOKEN_RULES } from '@console/contracts/api-tokens';
import { HEADER_AUTH_TOKEN } from '@console/contracts/http';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { accessOf, type RouteAccess } from '../auth/route-access';

/**
 * The OpenAPI document at /docs/json and its UI at /docs. Each operation names the credential its
 * guard asks for (from the guard hook's declared access, route-access.ts), so /docs can authorize
 * and a generated client knows which calls need a session.
 */
const securitySchemes = {
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description: "A staff session token, as the login's `accessToken` gives it.",
  },
  staffSessionHeader: {
    type: 'apiKey',
    in: 'header',
    name: HEADER_AUTH_TOKEN,
    description: 'The same staff session token in the header the spec names.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description: `A scoped API token (\`${API_TOKEN_PREFIX}…\`, made on the API Tokens screen): let in where the route's rule is one the token was given, and, when read-only, where the call only reads.`,
  },
  appSession: {
    type: 'http',
    scheme: 'bearer',
    description: "A consumer app user's session token (the app-facing calls).",
  },
} as const;

function securityOf(access: RouteAccess | undefined): Record<string, string[]>[] | undefined {
  if (!access) return undefined;
  if ('app' in access) return [{ appSession: [] }];
  const session: Record<string, string[]>[] = [{ staffSession: [] }, { staffSessionHeader: [] }];
  // A route any session may call (Settings, logout) is never a token's, nor are the rules no token is given.
  return access.session !== 'any' && TOKEN_RULES.includes(access.session as RuleName)
    ? [...session, { apiToken: [] }]
    : session;
}

type Node = Record<string, unknown>;

/**
 * OpenAPI 3.0 ignores `nullable` on a schema without a `type` (zod's nullable unions come out as
 * `{ nullable, anyOf }`): the flag moves onto each typed branch, where it means what it says.
 */
export function typedNullables(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as Node;
  const branches = (schema.anyOf ?? schema.oneOf) as Node[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    for (const branch of branches) if (branch.type !== undefined) branch.nullable = true;
    delete schema.nullable;
  }
  for (const value of Object.values(schema)) typedNullables(value);
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
    const out = jsonSchemaTransform(input);
    const security = securityOf(accessOf(input.route.preValidation));
    return security ? { ...out, schema: { ...out.schema, security } } : out;
  };
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Appliance operations console API', version: '1.0.0' },
      components: { securitySchemes },
    },
    transform,
    transformObject: (document) => {
      const openapi = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      typedNullables(openapi);
      return openapi;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

import fc from 'fast-check';

/*
 * Requests for the fuzz pass, generated from the OpenAPI document the app serves: mostly values
 * its schemas accept (so requests reach the services), mixed with what a hostile client sends
 * (NUL bytes, unpaired surrogates, wrong types, huge numbers, malformed bodies and multipart).
 */

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The roles of the fuzz passes' caller: every route is open to it. */
export const FUZZ_ROLES = [
  'CUSTOMERSUPPORTL4',
  'CLOUDADMIN',
  'FACTORYADMIN',
  'PRODUCTMANAGER',
  'PUSHNOTIFICATION',
] as const;

export interface FuzzRoute {
  key: string;
  method: string;
  path: string;
  operation: Operation;
}

/** Every operation of the OpenAPI document an app serves, keyed 'METHOD /path'. */
export function openApiRoutes(spec: { paths: Record<string, Record<string, Operation>> }): FuzzRoute[] {
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([m, operation]) => {
      const method = m.toUpperCase();
      return { key: `${method} ${path}`, method, path, operation };
    }),
  );
}

/** Strings a hostile client puts anywhere a string goes. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  '',
  ' ',
  'a'.repeat(5000),
  "' OR 1=1 --",
  '../../etc/passwd',
  '%',
  '%zz',
  '\u202Eevil',
  '😀',
  '1e309',
  '-1',
  '9'.repeat(40),
  'null',
  'NaN',
  '__proto__',
];

/** Values of the wrong type, or out of any range. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  2 ** 64,
  -(2 ** 63),
  1.5,
  [],
  [null],
  {},
  { __proto__: { polluted: 1 } },
  { constructor: { prototype: {} } },
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileValue = fc.oneof(hostileString, fc.constantFrom(...HOSTILE_VALUES));

/**
 * A value for `schema`: usually one it accepts (or one of `known`, ids that exist, so requests
 * reach deeper), sometimes a hostile one, at any depth.
 */
export function valueFor(schema: JsonSchema, known: string[], depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, known, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A value `schema` accepts (or one of `known`), never a hostile one. */
export function validValue(schema: JsonSchema, known: string[], depth = 0): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, known, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const value = typedValue(schema, known, depth);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function typedValue(schema: JsonSchema, known: string[], depth: number): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1e6, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, known, depth + 1) : hostileValue, {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectValue(schema, known, depth);
    default:
      return stringValue(schema, known);
  }
}

function stringValue(schema: JsonSchema, known: string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const plain = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : fc.string({ minLength, maxLength, unit: 'binary' });
  return known.length ? fc.oneof(plain, fc.constantFrom(...known)) : plain;
}

function objectValue(schema: JsonSchema, known: string[], depth: number): fc.Arbitrary<unknown> {
  if (depth > 4 || !schema.properties) return fc.constant({});
  const fields = Object.fromEntries(
    Object.entries(schema.properties).map(([name, s]) => [name, valueFor(s, known, depth + 1)]),
  );
  return fc.record(fields, { requiredKeys: schema.required ?? [] });
}

/**
 * A path or query component as a client puts it on the wire: percent-encoded UTF-8, but an
 * unpaired surrogate as the bytes a careless encoder writes (an invalid UTF-8 sequence), and a
 * lone `%` as is.
 */
export function wireEncode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += ch === '%' ? '%' : encodeURIComponent(ch); // a raw `%` is a malformed escape
  }
  return out;
}

/** Body texts that are not the JSON object a route expects. */
const MALFORMED_JSON = ['null', '', '{', '[]', '"text"', '1e999', '{"a":', '\u0000', '{"__proto__":{"x":1}}'];

/** Multipart bodies from empty to broken: no parts, a missing end, odd names, fields only. */
function malformedMultipart(): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const boundary = 'fuzzboundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (disposition: string, data: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${data}\r\n`;
  const bodies: { payload: string | Buffer; contentType: string }[] = [
    { payload: '', contentType: type },
    { payload: `--${boundary}--\r\n`, contentType: type },
    { payload: part('name="file"; filename="a.bin"', 'abc'), contentType: type }, // no closing boundary
    { payload: `${part('name="a\u0000"', 'x')}--${boundary}--\r\n`, contentType: type },
    { payload: `${part('name="file"; filename="\u0000.bin"', '')}--${boundary}--\r\n`, contentType: type },
    { payload: `${part('name="file"; filename="../../x"', 'abc')}--${boundary}--\r\n`, contentType: type },
    { payload: `${part('name="version"', '\uD800')}--${boundary}--\r\n`, contentType: type },
    { payload: `${part('name="file"', 'no filename')}--${boundary}--\r\n`, contentType: type },
    { payload: 'garbage', contentType: 'multipart/form-data' }, // no boundary
    { payload: '--x--\r\n', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` }, // past busboy's 256
    { payload: 'garbage', contentType: type },
    { payload: Buffer.from([0xff, 0xfe, 0x00]), contentType: type },
  ];
  return fc
    .constantFrom(...bodies)
    .map((b) => ({ payload: Buffer.from(b.payload), contentType: b.contentType }));
}

/** A route's request: path and query from its parameters, a body from its request body or multipart. */
export function requestFor(
  method: string,
  path: string,
  operation: Operation,
  known: string[],
): fc.Arbitrary<Omit<FuzzRequest, 'headers'> & { headers: Record<string, string> }> {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const pathArb = fc.tuple(...pathParams.map((p) => valueFor(p.schema, known)));
  const queryArb = fc.tuple(
    ...queryParams.map((p) =>
      p.required ? valueFor(p.schema, known) : fc.option(valueFor(p.schema, known)),
    ),
  );
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  // A body route without a JSON schema takes an upload.
  const multipartRoute = method !== 'GET' && method !== 'DELETE';
  const bodyArb: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = jsonSchema
    ? fc
        .oneof(
          {
            weight: 4,
            arbitrary: valueFor(jsonSchema, known).map((v) => ({ payload: JSON.stringify(v) ?? 'null' })),
          },
          { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ payload })) },
        )
        .map((b) => ({ ...b, contentType: 'application/json' }))
    : multipartRoute
      ? malformedMultipart()
      : fc.constant({});

  return fc.tuple(pathArb, queryArb, bodyArb).map(([pathValues, queryValues, body]) => {
    let url = path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, wireEncode(pathValues[i]) || 'x');
    });
    const query = queryParams
      .map((p, i) => [p.name, queryValues[i]] as const)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([name, v]) => `${name}=${wireEncode(v)}`);
    if (query.length) url += `?${query.join('&')}`;
    const headers: Record<string, string> = body.contentType ? { 'content-type': body.contentType } : {};
    return body.payload === undefined
      ? { method, url, headers }
      : { method, url, headers, payload: body.payload };
  });
}

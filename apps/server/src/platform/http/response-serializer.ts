import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

type SerializerCompiler = (route: {
  schema: unknown;
  method: string;
  url: string;
}) => (data: unknown) => string;

/**
 * How a response becomes JSON (docs/decisions/0019-response-serialization.md).
 *
 * Unchecked (the default): `JSON.stringify` of what the handler returns. Handlers build their
 * answers from the contracts' types, and the test suite proves each one matches its schema, so a
 * log page's thousands of `{header, desc, value}` objects are not parsed again on every request.
 *
 * Checked (`RESPONSE_CHECK`, on in every API test): the answer is also parsed with the route's
 * response schema and must equal, as data, what the handler returned: an invalid field, an extra
 * one the schema would have stripped or a value it would have transformed fails the call with a
 * 500 naming the route, so the unchecked answer is the same bytes a checked one would be.
 */
export function responseSerializer(check: boolean): SerializerCompiler {
  if (!check) return () => (data) => JSON.stringify(data);
  return ({ schema, method, url }) =>
    (data) => {
      const json = JSON.stringify(data);
      const parsed = (schema as z.ZodType).safeParse(data);
      if (!parsed.success) {
        throw new Error(`${method} ${url}: the response does not match its schema: ${parsed.error.message}`);
      }
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(parsed.data)))) {
        throw new Error(
          `${method} ${url}: the schema would change the response (extra or transformed fields)`,
        );
      }
      return json;
    };
}

import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/** An answer an area has already written as JSON text (a hot path): sent as it is. */
class JsonText {
  constructor(readonly json: string) {}
}

/**
 * Returns JSON text from a handler in place of the value of type `T` it stands for. Checked like
 * any answer under `RESPONSE_CHECK`: the text is parsed with the route's schema, so the type it
 * claims is proven by the suite, as for every other response.
 */
export const jsonText = <T>(json: string): T => new JsonText(json) as unknown as T;

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
  if (!check) return () => (data) => (data instanceof JsonText ? data.json : JSON.stringify(data));
  return ({ schema, method, url }) =>
    (answer) => {
      const json = answer instanceof JsonText ? answer.json : JSON.stringify(answer);
      const data = answer instanceof JsonText ? JSON.parse(json) : answer;
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

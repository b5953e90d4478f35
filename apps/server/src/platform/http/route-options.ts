import type { preValidationAsyncHookHandler, preValidationHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route only reads, whatever its method (routeOptions sets it from the contract's `reads`). */
    reads?: true;
  }
}

import type { z } from 'zod';

/** The schemas of a call descriptor of packages/contracts (`{ method, path, params?, query?, body?, response? }`). */
interface CallSchemas {
  /** A POST that changes nothing (a search, a dry run, a download): read-only API tokens may call it. */
  reads?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

type Hook = preValidationHookHandler | preValidationAsyncHookHandler;
type Hooks = Hook | Hook[];

interface RouteExtras<Status extends number> {
  /** OpenAPI tags. */
  tags: string[];
  /** Guards and rate limiters, run in this order before the request is validated. */
  preValidation?: Hooks;
  /** The success status the response schema describes (200 unless said). */
  status?: Status;
}

/** The call's schema `From` under Fastify's name `To`, with its own literal type, when the call has one. */
type Field<Call, From extends string, To extends string> =
  Call extends Record<From, infer S> ? Record<To, S> : unknown;

/** Only the schemas the call has, so the zod type provider types params, query, body and reply. */
type SchemaOf<Call, Status extends number> = { tags: string[] } & Field<Call, 'params', 'params'> &
  Field<Call, 'query', 'querystring'> &
  Field<Call, 'body', 'body'> &
  (Call extends Record<'response', infer R> ? { response: Record<Status, R> } : unknown);

/**
 * The Fastify route options of a contracts call: its params, query (as querystring), body and
 * response schemas, the tags and the preValidation hooks. Every route used to copy these out of its
 * descriptor by hand; the types keep each schema's own type, so handlers are typed as before.
 */
export function routeOptions<Call extends CallSchemas, Status extends number = 200>(
  call: Call,
  { tags, preValidation, status = 200 as Status }: RouteExtras<Status>,
): { schema: SchemaOf<Call, Status>; preValidation?: Hooks; config?: { reads: true } } {
  const schema: Record<string, unknown> = { tags };
  if (call.params) schema.params = call.params;
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;
  if (call.response) schema.response = { [status]: call.response };
  const typed = schema as SchemaOf<Call, Status>;
  return {
    schema: typed,
    ...(preValidation && { preValidation }),
    ...(call.reads && { config: { reads: true as const } }),
  };
}

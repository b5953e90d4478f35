import { HEADER_AUTH_TOKEN, HEADER_TENANT } from '@console/contracts/http';
import type { z } from 'zod';
import { expireSession } from '../session/expire-session';
import { readToken } from '../session/session-store';
import { apiTenant } from './api-config';
import { ApiError } from './api-error';

/** The shape of a contracts endpoint descriptor. */
export interface Descriptor {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

type Part<D, K extends string> =
  D extends Record<K, infer S extends z.ZodType> ? Record<K, z.input<S>> : unknown;

export interface CallOptions {
  headers?: Record<string, string>;
  /** A token not yet stored (the sign-in check); otherwise the stored one is used. */
  token?: string;
  signal?: AbortSignal;
}

export type CallInput<D> = Part<D, 'params'> & Part<D, 'body'> & Partial<Part<D, 'query'>> & CallOptions;
export type CallOutput<D> = D extends { response: infer S extends z.ZodType } ? z.output<S> : undefined;

export function urlOf(d: Descriptor, input: { params?: unknown; query?: unknown }): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = d.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const query = input.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export function headersOf(input: CallOptions & { body?: unknown }): Headers {
  const headers = new Headers({ Accept: 'application/json', ...input.headers });
  if (input.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = input.token ?? readToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set(HEADER_AUTH_TOKEN, token);
  }
  const tenant = apiTenant();
  if (tenant) headers.set(HEADER_TENANT, tenant);
  return headers;
}

/** Calls one endpoint of the contracts and parses its answer with the same schema the server uses. */
export async function apiCall<D extends Descriptor>(d: D, input: CallInput<D>): Promise<CallOutput<D>> {
  const all = input as CallOptions & { body?: unknown; params?: unknown; query?: unknown };
  let res: Response;
  try {
    res = await fetch(urlOf(d, all), {
      method: d.method,
      headers: headersOf(all),
      body: all.body === undefined ? undefined : JSON.stringify(all.body),
      signal: all.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0);
  }
  if (!res.ok) {
    // The login page handles its own refusals; anywhere else a 401 ends the session.
    if (res.status === 401 && window.location.pathname !== '/') expireSession();
    throw await ApiError.fromResponse(res);
  }
  if (!d.response) return undefined as CallOutput<D>;
  return d.response.parse(await res.json()) as CallOutput<D>;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface RateLimit {
  /** Calls allowed per window for one key. */
  max: number;
  windowMs: number;
  /** What is counted: the caller's address by default; an account or e-mail for the per-account limits. */
  key?: (request: FastifyRequest) => string;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window limiter as a preValidation hook (invalid requests count too), answering 429
 * 'tooManyAttempts' with Retry-After.
 * Several may guard one route (per address and per account): @fastify/rate-limit runs only the
 * first limiter of a request, which is why this exists (docs/decisions/0007). Counters live in
 * this process, like the library's default store.
 */
export function rateLimiter(name: string, limit: RateLimit) {
  const windows = new Map<string, Window>();
  const keyOf = limit.key ?? ((request: FastifyRequest) => request.ip);
  let nextSweep = 0;

  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + limit.windowMs;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const now = Date.now();
    sweep(now);
    const key = `${name}:${keyOf(request)}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowMs };
      windows.set(key, window);
    }
    window.count++;
    if (window.count > limit.max) {
      reply.header('retry-after', Math.ceil((window.resetAt - now) / 1000));
      throw new AppError(429, 'tooManyAttempts');
    }
  };
}

/**
 * The trimmed, lower-cased field of a JSON body, for per-account keys ('' when absent). The body is
 * not validated yet, so ' Name' and 'name' must meet in one key as they meet in one account.
 */
export const bodyField = (field: string) => (request: FastifyRequest) =>
  String((request.body as Record<string, unknown> | undefined)?.[field] ?? '')
    .trim()
    .toLowerCase();

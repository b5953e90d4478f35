import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import type { RateLimitStore } from './rate-limit-store';

export interface RateLimit {
  /** Calls allowed per window for one key. */
  max: number;
  windowMs: number;
  /** What is counted: the caller's address by default; an account or e-mail for the per-account limits. */
  key?: (request: FastifyRequest) => string;
}

/**
 * A fixed-window limiter as a preValidation hook (invalid requests count too), answering 429
 * 'tooManyAttempts' with Retry-After.
 * Several may guard one route (per address and per account): @fastify/rate-limit runs only the
 * first limiter of a request, which is why this exists (docs/decisions/0007). Counters live in
 * `store`: this process, or Redis when `REDIS_URL` is set, so every server counts together.
 */
export function rateLimiter(store: RateLimitStore, name: string, limit: RateLimit) {
  const keyOf = limit.key ?? ((request: FastifyRequest) => request.ip);
  return async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const window = await store.hit(`${name}:${keyOf(request)}`, limit.windowMs);
    if (window.count > limit.max) {
      reply.header('retry-after', Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000)));
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

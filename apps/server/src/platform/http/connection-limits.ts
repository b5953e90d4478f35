/** The settings that bound slow or stalled clients (docs/configuration.md). */
export interface ConnectionSettings {
  HTTP_IDLE_TIMEOUT_SECONDS: number;
  HTTP_HEADERS_TIMEOUT_SECONDS: number;
  HTTP_REQUEST_TIMEOUT_SECONDS: number;
}

/** How long a keep-alive connection may wait for its next request after an answer. */
const KEEP_ALIVE_MS = 5_000;

/**
 * Fastify's options that close connections which idle or stall (issue 29):
 * - `connectionTimeout`: a connection on which nothing is received or sent for the idle limit is
 *   destroyed, whatever it is doing: one that never sends a byte, headers or a body that stop
 *   short of their end, a reader that stops reading its answer. Node has no such limit by default,
 *   and its header and request limits only start with a request's first byte.
 * - `headersTimeout` and `requestTimeout`: headers, and a whole request (a 64 MB firmware upload
 *   included), within their limits even when a byte keeps arriving (408, then closed). Node checks
 *   them every `connectionsCheckingInterval` (30 s by default, which let a 300 s request limit run
 *   to 330 s); here a quarter of the shorter limit, at most a second.
 */
export function connectionLimits(settings: ConnectionSettings) {
  const idleMs = settings.HTTP_IDLE_TIMEOUT_SECONDS * 1000;
  const requestMs = settings.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  // Node refuses a header limit longer than the request limit.
  const headersMs = Math.min(settings.HTTP_HEADERS_TIMEOUT_SECONDS * 1000, requestMs);
  return {
    connectionTimeout: idleMs,
    keepAliveTimeout: Math.min(KEEP_ALIVE_MS, idleMs),
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.round(headersMs / 4))),
    },
  };
}

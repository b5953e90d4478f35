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
 *   destroyed, whatever it is doing: a body that stops short of its Content-Length (held for the
 *   whole 300 s request limit before), a reader that stops reading its answer (held for good:
 *   Node's own limits only bound how long a request takes to arrive).
 * - `headersTimeout` and `requestTimeout`: headers (counted from the connection's opening, so a
 *   connection that never sends a byte ends here too), and a whole request (a 64 MB firmware
 *   upload included), within their limits even when a byte keeps arriving (408, then closed).
 *   Node checks them every `connectionsCheckingInterval`, 30 s by default, which let a 30 s header
 *   limit run to 60 s and the request limit to 330 s; here a quarter of the header limit, at most 1 s.
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

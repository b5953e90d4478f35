import { API_PREFIX } from '@console/contracts/http';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Ant Design writes its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // The captcha widget solves its proof of work in a worker.
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      // Plain http must keep working on partner and LAN hosts; TLS is the proxy's job.
      upgradeInsecureRequests: null,
    },
  },
  // HSTS belongs to whatever terminates TLS; sent over plain http it would break partner hosts.
  strictTransportSecurity: false,
};

/**
 * What an API answer (JSON, a file, never a page) carries, as OWASP's REST Security cheat sheet
 * lists it: nothing loads or frames it, it is not sniffed as another type, and browsers and
 * proxies keep no copy (sessions, people's data, signed links) unless a route chose its own
 * Cache-Control. Helmet's page headers (CSP of scripts, styles and workers, COOP, …) say nothing
 * to a JSON reader; leaving them out is 500 bytes less on every answer.
 */
const API_HEADERS: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['cache-control', 'no-store'],
];

/**
 * Helmet's security headers for pages (the console, the API docs), worked out once from its options. @fastify/helmet would rebuild
 * helmet's middleware on every request (measured at 20-40 µs, a sixth of a device lookup),
 * though with no CSP nonces the headers never change. Taken from a probe, so helmet stays
 * the source of every header and value.
 */
async function pageSecurityHeaders(): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  const response = await probe.inject('/');
  await probe.close();
  const generic = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.entries(response.headers)
    .filter(([name]) => !generic.has(name))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * Every answer's security headers, set on the reply when the request arrives, so a route's own
 * `reply.header` (a file's Cache-Control) still wins: API answers under /simplifi/ get the API set,
 * everything else (the console, the docs) helmet's. On the reply, not the raw response: one header
 * set on the raw response sends all of an answer's headers down Node's slow path in `writeHead`
 * (each one set again), 0.7–2.1 µs a request (decision 0024, session 15).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const pageHeaders = await pageSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith(`${API_PREFIX}/`) ? API_HEADERS : pageHeaders;
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}

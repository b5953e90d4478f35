import type { RuleName } from '@console/contracts/access';
import type { FastifyInstance } from 'fastify';

/**
 * Who a route lets in, as its guard declares it: a staff session under an access rule of
 * packages/contracts (`any`: every signed-in person), or an app user's session. A route whose hooks
 * declare nothing is public (or checks a credential of its own, as /metrics does).
 */
export type RouteAccess = { session: RuleName | 'any' } | { app: true };

const declared = new WeakMap<object, RouteAccess>();

/** Marks a guard hook with the access it enforces; returns the hook. */
export function declareAccess<Hook extends object>(hook: Hook, access: RouteAccess): Hook {
  declared.set(hook, access);
  return hook;
}

/** The access declared by the first guard among a route's preValidation hooks. */
export function accessOf(hooks: unknown): RouteAccess | undefined {
  const list = Array.isArray(hooks) ? hooks : [hooks];
  for (const hook of list) {
    const access = hook && typeof hook === 'function' ? declared.get(hook) : undefined;
    if (access) return access;
  }
  return undefined;
}

const byApp = new WeakMap<FastifyInstance, Map<string, RouteAccess | undefined>>();
const readsByApp = new WeakMap<FastifyInstance, Set<string>>();

/** Records every route's declared access (`'GET /path/:id'` → access) as routes are added. */
export function trackRouteAccess(app: FastifyInstance): void {
  const routes = new Map<string, RouteAccess | undefined>();
  const reads = new Set<string>();
  byApp.set(app, routes);
  readsByApp.set(app, reads);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.set(`${method} ${route.url}`, accessOf(route.preValidation));
      if (route.config?.reads) reads.add(`${method} ${route.url}`);
    }
  });
}

/** The routes of an app built with trackRouteAccess, each with its declared access (none: public). */
export function routeAccessOf(app: FastifyInstance): ReadonlyMap<string, RouteAccess | undefined> {
  return byApp.get(app) ?? new Map();
}

/** The routes (`'POST /path'`) whose contract marks them as only reading (route-options.ts). */
export function readingRoutesOf(app: FastifyInstance): ReadonlySet<string> {
  return readsByApp.get(app) ?? new Set();
}

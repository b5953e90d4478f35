import { defineModule } from '../../platform/module';
import { deliveryFunnelRoutes } from './delivery-funnel.routes';
import { createNotificationsServices, type NotificationsContext } from './notifications.deps';
import { notificationRoutes } from './notifications.routes';

/**
 * Notification campaigns to app users (spec 002 Notification Management): its workers are the
 * delivery engine, pg-boss workers that expand and send tasks on every server.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: (ctx: NotificationsContext) => createNotificationsServices(ctx),
  // The spec's calls and ours, then the delivery funnel's (issue 34) on the same instance.
  routes: (deps) => async (app, opts) => {
    await notificationRoutes(deps)(app, opts);
    await deliveryFunnelRoutes(deps)(app, opts);
  },
  workers: (deps, runtime) => ({
    start: () => deps.engine.start(runtime.log),
    stop: () => deps.engine.stop(),
  }),
});

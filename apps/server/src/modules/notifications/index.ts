import { defineModule } from '../../platform/module';
import { createNotificationsServices, type NotificationsContext } from './notifications.deps';
import { notificationRoutes } from './notifications.routes';

/**
 * Notification campaigns to app users (spec 002 Notification Management): its workers are the
 * delivery engine, pg-boss workers that expand and send tasks on every server.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: (ctx: NotificationsContext) => createNotificationsServices(ctx),
  routes: notificationRoutes,
  workers: (deps, runtime) => ({
    start: () => deps.engine.start(runtime.log),
    stop: () => deps.engine.stop(),
  }),
});

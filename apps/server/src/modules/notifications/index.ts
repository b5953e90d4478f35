import type { AreaModule } from '../context';
import { notificationRoutes } from './notifications.routes';

export { createDeliveryEngine, type DeliveryEngine } from './notifications.engine';
export { createNotificationsService, type NotificationsService } from './notifications.service';
export { createChannelProviders } from './providers';

/**
 * Notification campaigns to app users (spec 002 Notification Management): its workers are the
 * delivery engine, pg-boss workers that expand and send tasks on every server.
 */
export const notificationsModule: AreaModule = {
  name: 'notifications',
  routes: notificationRoutes,
  workers: (ctx, runtime) => ({
    start: () => ctx.notificationEngine.start(runtime.log),
    stop: () => ctx.notificationEngine.stop(),
  }),
};

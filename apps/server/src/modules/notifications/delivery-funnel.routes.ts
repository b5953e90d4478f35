import {
  getNotificationFunnel,
  getTokenHealth,
  reportNotificationOpened,
} from '@console/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUserOf, createAppGuard } from '../../platform/auth/app-sessions';
import { authOf } from '../../platform/auth/guard';
import { routeOptions } from '../../platform/http/route-options';
import type { NotificationsDeps } from './notifications.deps';

/**
 * The delivery funnel and token health (issue 34): whoever may view a task (getNotificationTask)
 * may see what became of its messages, and the tenant's token health beside the tasks. The app's
 * "opened" takes an app session instead: a staff session cannot open a customer's notification.
 */
export const deliveryFunnelRoutes =
  (deps: NotificationsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    const preValidation = deps.guard('getNotificationTask', 'insufficientPermission');

    app.get(
      getNotificationFunnel.path,
      routeOptions(getNotificationFunnel, { tags, preValidation }),
      (request) => deps.funnel.taskFunnel(authOf(request), request.params.taskId),
    );
    app.get(getTokenHealth.path, routeOptions(getTokenHealth, { tags, preValidation }), (request) =>
      deps.funnel.tokenHealth(authOf(request), request.query.days),
    );
    app.post(
      reportNotificationOpened.path,
      routeOptions(reportNotificationOpened, { tags, preValidation: createAppGuard(deps.db) }),
      (request) => deps.funnel.appOpened(appUserOf(request), request.body.uniqueId),
    );
  };

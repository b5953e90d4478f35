import type { RuleName } from '@console/contracts/access';
import {
  cancelNotificationTask,
  getAppNotificationPreferences,
  getNotificationLog,
  getNotificationOptOuts,
  getNotificationTask,
  listNotificationTasks,
  notificationAudience,
  sendNotification,
  setAppNotificationPreference,
  setNotificationOptOut,
} from '@console/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUserOf, createAppGuard } from '../../platform/auth/app-sessions';
import { authOf } from '../../platform/auth/guard';
import { routeOptions } from '../../platform/http/route-options';
import type { NotificationsDeps } from './notifications.deps';

/** The Idempotency-Key header of a send (issue 34): up to 200 characters, else none. */
function idempotencyKeyOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const key = request.headers['idempotency-key'];
  const value = (Array.isArray(key) ? key[0] : key)?.trim();
  return value ? value.slice(0, 200) : undefined;
}

/**
 * Notification Management (spec 002 section 7). Each call has its permission of section 6 — send,
 * list (a user's log), view task and cancel — answered 'Insufficient Permission' when missing;
 * the choices only level 4 may make are checked by the service.
 */
export const notificationRoutes =
  (deps: NotificationsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    const permission = (rule: RuleName) => deps.guard(rule, 'insufficientPermission');
    const service = deps.notifications;

    app.post(
      sendNotification.path,
      routeOptions(sendNotification, { tags, preValidation: permission('sendNotification') }),
      async (request) => service.send(authOf(request), request.body, request.ip, idempotencyKeyOf(request)),
    );
    app.post(
      notificationAudience.path,
      routeOptions(notificationAudience, { tags, preValidation: permission('sendNotification') }),
      async (request) => service.audience(authOf(request), request.body),
    );
    app.get(
      getNotificationTask.path,
      routeOptions(getNotificationTask, { tags, preValidation: permission('getNotificationTask') }),
      async (request) => service.get(authOf(request), request.params.taskId),
    );
    app.delete(
      cancelNotificationTask.path,
      routeOptions(cancelNotificationTask, { tags, preValidation: permission('cancelNotification') }),
      async (request) => service.cancel(authOf(request), request.params.taskId, request.ip),
    );
    app.get(
      listNotificationTasks.path,
      // Listing tasks: whoever may send or view one (the send roles are among the view roles).
      routeOptions(listNotificationTasks, { tags, preValidation: permission('getNotificationTask') }),
      async (request) => service.list(authOf(request), request.query.q, request.query.limit),
    );
    app.get(
      getNotificationLog.path,
      routeOptions(getNotificationLog, { tags, preValidation: permission('getNotificationList') }),
      async (request) => service.userLog(authOf(request), request.query),
    );
    // A user's opt-outs (issue 34): whoever may send notifications or read a user's log.
    app.get(
      getNotificationOptOuts.path,
      routeOptions(getNotificationOptOuts, { tags, preValidation: permission('notificationOptOuts') }),
      async (request) => deps.optOuts.get(authOf(request), request.params.userId),
    );
    app.put(
      setNotificationOptOut.path,
      routeOptions(setNotificationOptOut, { tags, preValidation: permission('notificationOptOuts') }),
      async (request) => deps.optOuts.set(authOf(request), request.params.userId, request.body, request.ip),
    );
    // The same preferences, set by the user in the consumer app: an app session, their own only.
    const appGuard = createAppGuard(deps.db);
    app.get(
      getAppNotificationPreferences.path,
      routeOptions(getAppNotificationPreferences, { tags, preValidation: appGuard }),
      async (request) => deps.optOuts.getOwn(appUserOf(request), request.params.userId),
    );
    app.put(
      setAppNotificationPreference.path,
      routeOptions(setAppNotificationPreference, { tags, preValidation: appGuard }),
      async (request) =>
        deps.optOuts.setOwn(appUserOf(request), request.params.userId, request.body, request.ip),
    );
  };

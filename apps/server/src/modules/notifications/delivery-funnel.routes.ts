import {
  getNotificationFunnel,
  getTokenHealth,
  reportNotificationOpened,
  reportSmsDelivery,
} from '@console/contracts/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUserOf, createAppGuard } from '../../platform/auth/app-sessions';
import { authOf } from '../../platform/auth/guard';
import { AppError, badRequest, unauthorized } from '../../platform/http/errors';
import { routeOptions } from '../../platform/http/route-options';
import type { NotificationsDeps } from './notifications.deps';
import { checkSmsReportSignature } from './providers/sms-delivery-reports';

/** A call's body as it came, for its signature: kept only by the SMS reports' own JSON parser. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * The SMS gateway's delivery reports (issue 34, decision 0044): public, the gateway's Standard
 * Webhooks signature with SMS_GATEWAY_DLR_SECRET is the credential, checked on the body as sent (so
 * in a scope of its own, whose JSON parser keeps the text). 401 for a missing or wrong signature or
 * one more than 5 minutes from the server's clock; 503 with Retry-After when a reported message is
 * still being recorded as sent.
 */
const smsReportRoutes =
  (deps: NotificationsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(badRequest(), undefined);
        }
      },
    );
    const signed = async (request: FastifyRequest) => {
      const check = checkSmsReportSignature(
        deps.config.SMS_GATEWAY_DLR_SECRET,
        request.headers,
        rawBodies.get(request) ?? '',
        Date.now(),
      );
      if (check !== 'ok') throw unauthorized(check === 'stale' ? 'smsReportStale' : 'smsReportUnsigned');
    };
    app.post(
      reportSmsDelivery.path,
      routeOptions(reportSmsDelivery, { tags: ['notifications'], preValidation: signed }),
      async (request, reply) => {
        try {
          return await deps.funnel.smsReports(request.body.reports);
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 503) reply.header('retry-after', '5');
          throw error;
        }
      },
    );
  };

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
    await app.register(smsReportRoutes(deps));
  };

import {
  createWebhook,
  deleteWebhook,
  listWebhookAttempts,
  listWebhooks,
  sendWebhookTest,
  updateWebhook,
} from '@console/contracts/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import type { WebhooksService } from './webhooks.service';

/**
 * Webhook endpoints (issue 33): a tenant setting that sends its events and audit trail out, so the
 * `webhooks` rule (the Audit Log's people: level above 4 or a cloud admin); every call is within
 * the caller's tenant.
 */
export const webhookRoutes =
  (deps: Pick<PlatformContext, 'guard'> & { webhooks: WebhooksService }): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = deps.guard('webhooks');
    const service = deps.webhooks;
    const tags = ['webhooks'];
    app.get(listWebhooks.path, routeOptions(listWebhooks, { tags, preValidation }), (request) =>
      service.list(authOf(request)),
    );
    app.post(createWebhook.path, routeOptions(createWebhook, { tags, preValidation }), (request) =>
      service.create(authOf(request), request.body, request.ip),
    );
    app.put(updateWebhook.path, routeOptions(updateWebhook, { tags, preValidation }), (request) =>
      service.update(authOf(request), request.params.endpointId, request.body, request.ip),
    );
    app.delete(deleteWebhook.path, routeOptions(deleteWebhook, { tags, preValidation }), (request) =>
      service.remove(authOf(request), request.params.endpointId, request.ip),
    );
    app.post(sendWebhookTest.path, routeOptions(sendWebhookTest, { tags, preValidation }), (request) =>
      service.sendTest(authOf(request), request.params.endpointId, request.ip),
    );
    app.get(listWebhookAttempts.path, routeOptions(listWebhookAttempts, { tags, preValidation }), (request) =>
      service.attempts(authOf(request), request.params.endpointId, request.query),
    );
  };

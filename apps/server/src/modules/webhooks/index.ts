import type { PlatformContext } from '../../platform/context';
import { defineModule } from '../../platform/module';
import { createAuditStream } from './audit-stream';
import { createDeliveryWorker } from './delivery-worker';
import { createSyslogSender } from './syslog';
import { createWebhookRetention } from './webhook-retention';
import { createWebhookSender } from './webhook-sender';
import { webhookRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

export { isForbiddenAddress } from './address-guard';
/** The delivery worker's parts, for the bench that runs them as a server does. */
export { createDeliveryWorker } from './delivery-worker';
export { createWebhookSender } from './webhook-sender';
export { newWebhookSecret, signWebhook } from './webhook-signature';

type WebhooksContext = Pick<PlatformContext, 'config' | 'database' | 'db' | 'guard' | 'jobs' | 'secretKey'>;

/**
 * Signed outbound webhooks and the audit stream (issue 33, decision 0040): the endpoints' routes,
 * and on every server the delivery worker, the audit stream's pump and the daily job that deletes
 * the log's settled events and tries past WEBHOOK_LOG_RETENTION_DAYS.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  services: (ctx: WebhooksContext) => {
    const { config } = ctx;
    const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE === '1';
    return {
      webhooks: createWebhooksService({ db: ctx.db, secretKey: ctx.secretKey, allowPrivate }),
      deliveries: createDeliveryWorker({
        database: ctx.database,
        secretKey: ctx.secretKey,
        sender: createWebhookSender({ timeoutMs: config.WEBHOOK_TIMEOUT_MS, allowPrivate }),
        settings: {
          retryBaseSeconds: config.WEBHOOK_RETRY_BASE_SECONDS,
          retryHours: config.WEBHOOK_RETRY_HOURS,
          disableAfterHours: config.WEBHOOK_DISABLE_AFTER_HOURS,
          stepSeconds: config.WEBHOOK_STEP_SECONDS,
        },
      }),
      retention: createWebhookRetention({
        db: ctx.db,
        jobs: ctx.jobs,
        days: config.WEBHOOK_LOG_RETENTION_DAYS,
      }),
      auditStream: createAuditStream({
        db: ctx.db,
        stepSeconds: 1,
        syslog: config.AUDIT_SYSLOG_URL ? createSyslogSender(config.AUDIT_SYSLOG_URL) : undefined,
      }),
    };
  },
  routes: webhookRoutes,
  workers: (deps, runtime) => ({
    async start() {
      await deps.deliveries.start(runtime.log);
      deps.auditStream.start(runtime.log);
      await deps.retention.startWorker(runtime.log, deps.retention.startDelaySeconds);
    },
    async stop() {
      await deps.retention.stopWorker();
      await deps.auditStream.stop();
      await deps.deliveries.stop();
    },
  }),
});

import {
  type DeliveryFunnel,
  PUSH_PLATFORMS,
  type SmsDeliveryReport,
  type SmsReportOutcome,
  type TokenHealth,
  type TokenHealthDay,
} from '@console/contracts/notifications';
import type { AppUser } from '../../platform/auth/app-sessions';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { notFound, unavailable } from '../../platform/http/errors';
import { findTaskFunnel, findTokenHealth } from './delivery-funnel.queries';
import { recordFailures, recordReceipts } from './delivery-receipts';
import { findTask } from './notifications.queries';
import { reportedAt, smsReportStage } from './providers/sms-delivery-reports';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The delivery funnel, token health and the app's "opened" (issue 34). */
export function createDeliveryFunnelService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  return {
    /** A task's funnel per provider and in all (a task of another tenant is not found). */
    async taskFunnel(auth: RequestAuth, taskId: string): Promise<DeliveryFunnel> {
      const task = await findTask(db, taskId, auth.tenantId);
      if (!task) throw notFound('notificationTaskNotFound');
      const providers = await findTaskFunnel(db, auth.tenantId, task.id);
      const total = { queued: 0, sent: 0, delivered: 0, opened: 0, failed: 0 };
      for (const p of providers)
        for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += p[key];
      return { taskId: task.id, total, providers, asOf: Math.floor(now() / 1000) };
    },

    /** The last `days` UTC days (today included), per day and platform, days with push answers only. */
    async tokenHealth(auth: RequestAuth, days: number): Promise<TokenHealth> {
      const today = Math.floor(now() / DAY_MS) * DAY_MS;
      const from = today - (days - 1) * DAY_MS;
      const rows = await findTokenHealth(db, auth.tenantId, new Date(from), new Date(today + DAY_MS));
      const out: TokenHealthDay[] = [];
      for (const r of rows)
        for (const platform of PUSH_PLATFORMS) {
          const sends = platform === 'an' ? r.an_sends : r.ios_sends;
          const refused = platform === 'an' ? r.an_refused : r.ios_refused;
          if (sends > 0) out.push({ day: r.day, platform, sends, refused });
        }
      return { from: isoDay(from), to: isoDay(today), days: out };
    },

    /**
     * The app showed one of its user's notifications. Not audited: a receipt, like a provider's,
     * changes no setting and no one's data, and a busy campaign would write one per open.
     */
    async appOpened(user: AppUser, uniqueId: string) {
      const [outcome] = await recordReceipts(db, [{ uniqueId, stage: 'opened', at: new Date(now()) }], user);
      if (!outcome) throw notFound('deliveryNotFound');
      return outcome;
    },

    /**
     * The SMS gateway's delivery reports (its signature checked by the route): each delivered or
     * failed message recorded once, through the paths every receipt takes. Not audited, as receipts
     * are not. A failure for a message the engine is still recording as sent is refused with 503
     * after the rest are written, so the gateway sends the batch again (the written ones then
     * change nothing).
     */
    async smsReports(reports: readonly SmsDeliveryReport[]) {
      const nowMs = now();
      const stageOf = (r: SmsDeliveryReport) => smsReportStage(r.status);
      const delivered = await recordReceipts(
        db,
        reports
          .filter((r) => stageOf(r) === 'delivered')
          .map((r) => ({ uniqueId: r.reference, stage: 'delivered' as const, at: reportedAt(r, nowMs) })),
        { channel: 'sms' },
      );
      const failed = await recordFailures(
        db,
        reports
          .filter((r) => stageOf(r) === 'failed')
          .map((r) => ({ uniqueId: r.reference, error: `undelivered: ${r.error ?? r.status}` })),
        'sms',
      );
      if (failed.some((f) => f.status === 'sending')) throw unavailable('smsReportRetry');
      const deliveredIds = new Set(delivered.map((d) => d.uniqueId));
      const failedById = new Map(failed.map((f) => [f.uniqueId, f.status]));
      const outcomeOf = (r: SmsDeliveryReport): SmsReportOutcome => {
        const stage = stageOf(r);
        if (stage === 'pending') return 'pending';
        if (stage === 'delivered') return deliveredIds.has(r.reference) ? 'delivered' : 'unknown';
        const status = failedById.get(r.reference);
        return status === 'delivered' ? 'delivered' : status === 'failed' ? 'failed' : 'unknown';
      };
      return { results: reports.map((r) => ({ reference: r.reference, outcome: outcomeOf(r) })) };
    },
  };
}

export type DeliveryFunnelService = ReturnType<typeof createDeliveryFunnelService>;

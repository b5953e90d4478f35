import type { Db } from '../../../platform/db/client';
import { insertOutboxRows } from '../notifications.queries';
import type { ChannelProvider } from './provider';
import type { SimulatedReceipts } from './simulated-receipts';

/**
 * The embedded push and SMS provider: every message is recorded in notification_outbox, in one
 * insert per batch. Addresses starting with `rejectPrefix` are refused as unknown, so the
 * token-not-found count is real without any provider account. With `receipts`, each message it
 * took is reported delivered once the engine recorded it sent, and a share opened
 * (simulated-receipts.ts), so the delivery funnel fills as it would with a provider that reports.
 */
export function createOutboxProvider(
  db: Db,
  channel: 'push' | 'sms',
  options: { rejectPrefix: string; ratePerSecond: number; receipts?: SimulatedReceipts },
): ChannelProvider {
  const rejected = (address: string) =>
    options.rejectPrefix !== '' && address.startsWith(options.rejectPrefix);
  const { receipts } = options;
  return {
    name: `${channel}-outbox`,
    ratePerSecond: options.ratePerSecond,
    async send(batch) {
      if (batch.length === 0) return [];
      await insertOutboxRows(
        db,
        batch.map((m) => ({
          deliveryId: m.deliveryId,
          channel,
          platform: m.platform ?? null,
          recipient: m.address,
          payload:
            channel === 'push'
              ? { ...(m.content.payload ?? {}), severity: m.content.severity, uniqueId: m.uniqueId }
              : { text: m.content.text ?? '' },
          status: rejected(m.address) ? 'rejected' : 'accepted',
        })),
      );
      return batch.map((m) =>
        rejected(m.address) ? { kind: 'tokenNotFound', error: 'unknown address' } : { kind: 'sent' },
      );
    },
    // The reports start once the engine has written its own record of the answer.
    recorded: (batch) => receipts?.taken(batch.filter((m) => !rejected(m.address)).map((m) => m.uniqueId)),
    close: () => receipts?.close() ?? Promise.resolve(),
  };
}

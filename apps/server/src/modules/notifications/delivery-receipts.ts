import type { FunnelStage } from '@console/contracts/notifications';
import type { Db } from '../../platform/db/client';
import { type FoldedReceipt, type ReceiptRow, writeReceipts } from './delivery-funnel.queries';

/**
 * A report that a message reached a stage past sent: from a provider (an SMS gateway's delivery
 * report, the outbox's simulated ones) or from the app (opened). `at`: when it happened.
 */
export interface Receipt {
  uniqueId: string;
  stage: 'delivered' | 'opened';
  at: Date;
}

/** Where a message stands after its receipts. */
export interface ReceiptOutcome {
  uniqueId: string;
  stage: FunnelStage;
}

/** Several receipts of one message as one: an open says it was delivered too, by then at the latest. */
export function foldReceipts(receipts: readonly Receipt[]): FoldedReceipt[] {
  const byId = new Map<string, FoldedReceipt>();
  const earlier = (a: Date | null, b: Date) => (a && a.getTime() <= b.getTime() ? a : b);
  for (const r of receipts) {
    const seen = byId.get(r.uniqueId);
    byId.set(r.uniqueId, {
      uniqueId: r.uniqueId,
      delivered: earlier(seen?.delivered ?? null, r.at),
      opened: r.stage === 'opened' ? earlier(seen?.opened ?? null, r.at) : (seen?.opened ?? null),
    });
  }
  return [...byId.values()];
}

const stageOf = (row: ReceiptRow): FunnelStage =>
  row.opened_at ? 'opened' : row.delivered_at ? 'delivered' : row.sent_at ? 'sent' : 'queued';

/**
 * The one path every receipt takes (issue 34), whoever reports it: idempotent (the same receipt
 * again changes nothing) and never backwards (a late delivered after an open, or an older time,
 * keeps the stage; a time only moves earlier). Only messages a provider took are known: a receipt
 * for any other (unknown, never sent, another user's when `owner` is given) is left out of the answer.
 */
export async function recordReceipts(
  db: Db,
  receipts: readonly Receipt[],
  owner?: { tenantId: string; userId: string },
): Promise<ReceiptOutcome[]> {
  const rows = await writeReceipts(db, foldReceipts(receipts), owner);
  return rows.map((row) => ({ uniqueId: row.unique_id, stage: stageOf(row) }));
}

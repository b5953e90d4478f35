import type { FunnelStage } from '@console/contracts/notifications';
import type { Db } from '../../platform/db/client';
import {
  type FailureReport,
  type FoldedReceipt,
  type ReceiptRow,
  type ReceiptScope,
  writeFailureReports,
  writeReceipts,
} from './delivery-funnel.queries';

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
 * for any other (unknown, never sent, failed, outside `scope`: another user's, another channel's)
 * is left out of the answer.
 */
export async function recordReceipts(
  db: Db,
  receipts: readonly Receipt[],
  scope?: ReceiptScope,
): Promise<ReceiptOutcome[]> {
  const rows = await writeReceipts(db, foldReceipts(receipts), scope);
  return rows.map((row) => ({ uniqueId: row.unique_id, stage: stageOf(row) }));
}

/** Where a message stands after a provider's failure report. */
export interface FailureOutcome {
  uniqueId: string;
  /** `sending`: the engine has not yet recorded the provider's answer, so nothing was written. */
  status: 'failed' | 'delivered' | 'sending';
}

/**
 * A provider's reports that messages of `channel` it took were not delivered: each such message
 * failed once, with the provider's error. Never backwards: a delivered message stays delivered, and
 * a failed one keeps its first error. A message the engine has not yet recorded as sent is answered
 * `sending` and left alone (its record would overwrite the failure): report it again later.
 */
export async function recordFailures(
  db: Db,
  reports: readonly FailureReport[],
  channel: string,
): Promise<FailureOutcome[]> {
  const rows = await writeFailureReports(db, [...reports], channel);
  return rows.map((row) => ({
    uniqueId: row.unique_id,
    status: row.status === 'sending' ? 'sending' : row.delivered_at ? 'delivered' : 'failed',
  }));
}

import type { Receipt } from '../delivery-receipts';

export interface SimulatedReceiptOptions {
  /** A delivered receipt this long after the outbox took a message (0: at once, still after the call). */
  deliveredAfterMs: number;
  /** The share of delivered messages opened (0–1), chosen by a hash of the uniqueId: the same ones every run. */
  openedShare: number;
  /** The open this long after the delivery. */
  openedAfterMs: number;
}

/** A uniqueId's place in [0, 1): FNV-1a, so which messages are opened is deterministic and even. */
export function shareOf(uniqueId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < uniqueId.length; i++) {
    h ^= uniqueId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** Whether the outbox opens this message, at this share. */
export const simulatedOpen = (uniqueId: string, share: number) => shareOf(uniqueId) < share;

/**
 * The outbox's stand-in for a provider's delivery reports and the app's opens (issue 34): each
 * message it took is reported delivered a little later, and a share of them opened later still,
 * through `record` — the same path a real receipt takes. The reports are written one batch after
 * the other (one writer per server, shared by the outboxes), so two never wait on each other's rows;
 * a batch is every report due by then.
 * Timers, not jobs: a restart loses the reports still waiting (those messages stay at sent), which a
 * simulation may.
 */
export function createSimulatedReceipts(
  record: (receipts: Receipt[]) => Promise<unknown>,
  options: SimulatedReceiptOptions,
) {
  const timers = new Set<NodeJS.Timeout>();
  // Reports due and not yet written: the writer takes all of them at once, so when it falls behind
  // (a large send) their batches merge, and a message's delivered and opened become one write.
  let due: Receipt[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  let queued = false;
  function writeDue() {
    if (queued) return;
    queued = true;
    writing = writing
      .then(() => {
        queued = false;
        const batch = due;
        due = [];
        return batch.length > 0 ? record(batch) : undefined;
      })
      // A report that cannot be written is lost like a provider's: its message stays where it was.
      .catch(() => undefined);
  }
  function later(ms: number, receipts: () => Receipt[]) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      for (const r of receipts()) due.push(r);
      writeDue();
    }, ms);
    timer.unref();
    timers.add(timer);
  }
  return {
    /** Reports on these messages (their uniqueIds), once their time comes. */
    taken(uniqueIds: readonly string[]) {
      if (uniqueIds.length === 0) return;
      const ids = [...new Set(uniqueIds)];
      later(options.deliveredAfterMs, () =>
        ids.map((uniqueId) => ({ uniqueId, stage: 'delivered', at: new Date() })),
      );
      const opened = ids.filter((id) => simulatedOpen(id, options.openedShare));
      if (opened.length > 0)
        later(options.deliveredAfterMs + options.openedAfterMs, () =>
          opened.map((uniqueId) => ({ uniqueId, stage: 'opened', at: new Date() })),
        );
    },
    /** Drops the reports still waiting and lets those being written finish. */
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await writing;
    },
  };
}

export type SimulatedReceipts = ReturnType<typeof createSimulatedReceipts>;

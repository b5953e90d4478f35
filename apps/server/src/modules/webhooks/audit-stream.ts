import type { Db } from '../../platform/db/client';
import { createWakeableLoop } from '../../platform/jobs/wakeable-loop';
import type { Log } from '../../platform/mqtt/log';
import { newWebhookEventId } from '../../platform/webhooks/outbox';
import * as store from './audit-stream.queries';
import type { SyslogSender } from './syslog';
import { syslogLine } from './syslog';

/** Entries one turn hands on per stream and chain. */
const CHUNK = 500;

/**
 * The audit stream (issue 33): every `stepSeconds` each server moves the cursors it can lock:
 * an endpoint that takes `audit.entry` gets each new entry of its tenant as an event (queued in
 * the transaction that moves its cursor, so each entry once), and syslog, when configured, gets
 * every tenant's new entries (sent before the cursor moves, so at least once). A tenant's chain
 * numbers commit in order (decision 0037), so a cursor never passes an entry still to commit.
 */
export function createAuditStream(options: { db: Db; stepSeconds: number; syslog?: SyslogSender }) {
  const { db, syslog } = options;
  let log: Pick<Log, 'error'> | undefined;

  async function pump(stream: string, chain: string): Promise<number> {
    return db.transaction(async (tx) => {
      const last = await store.lockCursor(tx, stream, chain);
      if (last === undefined) return 0;
      const entries = await store.entriesAfter(tx, chain, last, CHUNK);
      const newest = entries.at(-1);
      if (!newest) return 0;
      if (stream === 'syslog') await syslog?.send(entries.map(syslogLine));
      else {
        const endpointId = stream.slice('webhook:'.length);
        await store.queueAuditEvents(
          tx,
          chain,
          endpointId,
          entries.map((e) => ({
            id: newWebhookEventId(),
            payload: { type: 'audit.entry', timestamp: new Date().toISOString(), data: e },
          })),
        );
      }
      await store.moveCursor(tx, stream, chain, newest.seq);
      return entries.length;
    });
  }

  async function tick() {
    const cursors = await store.findCursors(db);
    if (syslog) {
      await store.startSyslogCursors(db);
      cursors.push(...(await store.findCursors(db, 'syslog')));
    }
    for (const { stream, chain } of cursors) {
      try {
        while ((await pump(stream, chain)) === CHUNK) {}
      } catch (err) {
        log?.error({ err, stream, chain }, 'audit stream turn failed');
      }
    }
  }

  const loop = createWakeableLoop(tick, (err) => log?.error({ err }, 'audit stream turn failed'));
  return {
    tick,
    start(nextLog: Pick<Log, 'error'>) {
      log = nextLog;
      loop.start(options.stepSeconds);
    },
    async stop() {
      await loop.stop();
      await syslog?.close();
    },
  };
}

export type AuditStream = ReturnType<typeof createAuditStream>;

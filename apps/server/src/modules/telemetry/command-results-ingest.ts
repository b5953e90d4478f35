import type { MqttClient } from 'mqtt';
import type { Db } from '../../platform/db/client';
import type { Log } from '../../platform/mqtt/log';
import { createBatcher } from './batcher';
import { type CommandOutcome, writeCommandResults } from './command-store.queries';
import { subscribeCommandResults } from './device-commands';

export interface CommandResultsIngest {
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stores what devices answer on `devices/+/command-results`, batched like telemetry: a rollout
 * of thousands of devices answers in bursts, one UPDATE per batch keeps up with it.
 */
export async function startCommandResultsIngest(options: {
  db: Db;
  client: MqttClient;
  log: Log;
  shareGroup?: string;
  batch?: { maxSize?: number; maxDelayMs?: number };
}): Promise<CommandResultsIngest> {
  const { db, log } = options;
  const batcher = createBatcher<CommandOutcome>({
    name: 'command-results',
    maxSize: 1000,
    maxDelayMs: 50,
    maxQueued: 200_000,
    ...options.batch,
    log,
    async write(items) {
      await writeCommandResults(db, items);
    },
  });
  const stop = await subscribeCommandResults(
    options.client,
    (deviceId, r) => {
      batcher.push({
        deviceId,
        commandId: r.commandId,
        status: r.status,
        reason: r.reason,
        firmwareVersion: r.firmwareVersion,
        stage: r.stage,
        percent: r.percent,
        ts: r.ts,
      });
    },
    { log, shareGroup: options.shareGroup },
  );
  let closing: Promise<void> | undefined;
  return {
    flush: () => batcher.flush(),
    close() {
      closing ??= (async () => {
        await stop();
        await batcher.flush();
      })();
      return closing;
    },
  };
}

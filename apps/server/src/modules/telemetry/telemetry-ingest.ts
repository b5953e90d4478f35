import { deviceTopicFilter } from '@console/contracts/mqtt';
import type { MqttClient } from 'mqtt';
import type { Db } from '../../platform/db/client';
import type { Log } from '../../platform/mqtt/log';
import { type Batcher, createBatcher } from './batcher';
import { type ConnectionEvent, writeConnectionBatch } from './connection.queries';
import { reconcileReportedFirmware } from './firmware-reconcile';
import { parseTelemetryMessage } from './parse-message';
import { type ReportItem, writeDiagnosticsBatch, writeStatusBatch } from './telemetry.queries';

export interface TelemetryIngestOptions {
  db: Db;
  client: MqttClient;
  log: Log;
  /**
   * Shared-subscription group for status and diagnostics, so several server instances split the
   * load (external brokers only: Aedes has no shared subscriptions). Connection messages are always
   * subscribed plainly: every instance then gets the retained state of every device, and the
   * writes are idempotent.
   */
  shareGroup?: string;
  /**
   * Called with the devices whose connection came online, once the change is stored (once per
   * connect: of several servers, the one that applied it). The command channel publishes their
   * open commands again there (docs/mqtt.md, Commands).
   */
  onConnect?: (deviceIds: string[]) => void;
  batch?: { maxSize?: number; maxDelayMs?: number; maxQueued?: number };
}

export interface TelemetryIngest {
  /** Writes every message received so far. */
  flush(): Promise<void>;
  /** Unsubscribes, then writes what is still waiting. */
  close(): Promise<void>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stores what devices report over MQTT: status, diagnostics and connection changes. */
export async function startTelemetryIngest(options: TelemetryIngestOptions): Promise<TelemetryIngest> {
  const { db, client, log, shareGroup } = options;
  const batchOptions = { maxSize: 500, maxDelayMs: 50, maxQueued: 100_000, ...options.batch, log };

  function batcher<T extends { deviceId: string }>(
    name: string,
    write: (db: Db, items: T[]) => Promise<Set<string>>,
  ): Batcher<T> {
    return createBatcher<T>({
      ...batchOptions,
      name,
      async write(items) {
        const known = await write(db, items);
        for (const item of items) {
          if (!known.has(item.deviceId))
            log.debug({ deviceId: item.deviceId, kind: name }, 'unknown device, dropped');
        }
      },
    });
  }
  const status = batcher<ReportItem>('status', async (db, items) => {
    const known = await writeStatusBatch(db, items);
    // After the status transaction, not in it: command rows are locked before device rows, as results do.
    await reconcileReportedFirmware(
      db,
      items.filter((i) => known.has(i.deviceId)),
    );
    return known;
  });
  const diagnostics = batcher<ReportItem>('diagnostics', writeDiagnosticsBatch);
  const connection = batcher<ConnectionEvent>('connection', async (db, items) => {
    const { known, connected } = await writeConnectionBatch(db, items);
    if (connected.length > 0) options.onConnect?.(connected);
    return known;
  });

  function onMessage(topic: string, payload: Buffer) {
    const message = parseTelemetryMessage(topic, payload, nowSeconds());
    if (message.kind === 'invalid')
      log.debug({ topic, reason: message.reason }, 'invalid device message, dropped');
    else if (message.kind === 'status') status.push(message.item);
    else if (message.kind === 'diagnostics') diagnostics.push(message.item);
    else if (message.kind === 'connection') connection.push(message.event);
  }

  const filters = [
    deviceTopicFilter('status', shareGroup),
    deviceTopicFilter('diagnostics', shareGroup),
    deviceTopicFilter('connection'),
  ];
  client.on('message', onMessage);
  await client.subscribeAsync(filters, { qos: 1 });
  log.info({ filters }, 'telemetry ingest subscribed');

  const flush = async () => {
    await Promise.all([status.flush(), diagnostics.flush(), connection.flush()]);
  };
  let closing: Promise<void> | undefined;
  return {
    flush,
    close() {
      closing ??= (async () => {
        client.off('message', onMessage);
        if (client.connected) await client.unsubscribeAsync(filters).catch(() => undefined);
        await flush();
      })();
      return closing;
    },
  };
}

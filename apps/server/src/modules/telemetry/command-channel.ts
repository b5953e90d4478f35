import type { DeviceCommandInput } from '@console/contracts/mqtt';
import { deviceTopics } from '@console/contracts/mqtt';
import type { MqttClient } from 'mqtt';
import type { Db } from '../../platform/db/client';
import { unavailable } from '../../platform/http/errors';
import type { Log } from '../../platform/mqtt/log';
import { type CommandPayload, commandPayloads } from './command-payloads';
import { insertCommands, markPublished } from './command-store.queries';

/** One command for one device, as a caller (a rollout, an IDU config push) hands it over. */
export interface OutgoingCommand {
  tenantId: string;
  deviceId: string;
  batchId?: string | null;
  /** The version it installs, kept for the device's firmware history. */
  targetVersion?: string | null;
  command: DeviceCommandInput;
}

export interface PublishOutcome {
  sent: number;
  failed: number;
}

export interface CommandChannel {
  /** The server's MQTT client, once connected (server.ts attaches it after the broker starts). */
  attach(client: MqttClient | undefined, log?: Log): void;
  /**
   * Stores every command as queued (batched inserts), then publishes them all without waiting on
   * each, and records sent or publishFailed. Resolves once stored; `published` once recorded.
   * `alsoStore` writes the caller's rows (a batch) in the same transaction as the commands.
   * Refuses (503 deviceCommandsUnavailable, nothing stored) while the broker is unreachable, so a trigger
   * never answers that it sent what could not leave. Each command expires `timeoutSeconds` after
   * it is sent (the envelope's expiresAt; the sweeper ends it as timedOut then).
   */
  send(
    commands: OutgoingCommand[],
    options?: { alsoStore?: (tx: Db) => Promise<void> },
  ): Promise<{ commandIds: string[]; published: Promise<PublishOutcome> }>;
  /** Resolves when every publish started so far is recorded (tests, shutdown). */
  idle(): Promise<void>;
}

/** Unacknowledged publishes at a time (see publishWindowed). */
const PUBLISH_WINDOW = 10_000;

const quiet: Log = { debug() {}, info() {}, warn() {}, error() {} };

export function createCommandChannel(db: Db, options: { timeoutSeconds: number }): CommandChannel {
  let client: MqttClient | undefined;
  let log = quiet;
  const running = new Set<Promise<unknown>>();

  /**
   * Publishes every payload, at most PUBLISH_WINDOW unacknowledged at a time: QoS 1 needs a packet
   * id per message in flight and there are only 65,535, so a rollout larger than that all at once
   * would stall. Resolves with whether the broker acknowledged each one.
   */
  function publishWindowed(c: MqttClient, items: CommandPayload[]): Promise<boolean[]> {
    const ok: boolean[] = new Array(items.length).fill(false);
    if (items.length === 0) return Promise.resolve(ok);
    return new Promise((resolve) => {
      let next = 0;
      let done = 0;
      const start = () => {
        const i = next++;
        const item = items[i];
        if (!item) return;
        c.publish(deviceTopics.commands(item.deviceId), item.payload, { qos: 1 }, (err) => {
          ok[i] = !err;
          if (++done === items.length) resolve(ok);
          // A microtask, so callbacks run synchronously on a dropped connection do not nest.
          else queueMicrotask(start);
        });
      };
      for (let k = 0; k < Math.min(PUBLISH_WINDOW, items.length); k++) start();
    });
  }

  async function publishAll(full: CommandPayload[]): Promise<PublishOutcome> {
    const c = client;
    const ids = full.map((f) => f.commandId);
    if (!c?.connected) {
      await markPublished(db, ids, 'publishFailed', 'brokerUnavailable');
      return { sent: 0, failed: ids.length };
    }
    const ok = await publishWindowed(c, full);
    const sent = ids.filter((_, i) => ok[i]);
    const failed = ids.filter((_, i) => !ok[i]);
    await markPublished(db, sent, 'sent');
    await markPublished(db, failed, 'publishFailed', 'publishFailed');
    if (failed.length > 0) log.warn({ failed: failed.length }, 'device commands not published');
    return { sent: sent.length, failed: failed.length };
  }

  return {
    attach(c, l) {
      client = c;
      log = l ?? log;
    },
    async send(commands, store = {}) {
      if (!client?.connected) throw unavailable('deviceCommandsUnavailable');
      const ts = Math.floor(Date.now() / 1000);
      const full = commandPayloads(commands, ts, ts + options.timeoutSeconds);
      const rows = commands.map((o, i) => ({
        commandId: full[i]!.commandId,
        tenantId: o.tenantId,
        deviceId: o.deviceId,
        type: o.command.type,
        batchId: o.batchId ?? null,
        targetVersion: o.targetVersion ?? null,
      }));
      await db.transaction(async (tx) => {
        await store.alsoStore?.(tx as unknown as Db);
        await insertCommands(tx as unknown as Db, rows);
      });
      const published = publishAll(full).catch((err) => {
        log.error({ err }, 'recording device command publishes failed');
        return { sent: 0, failed: full.length };
      });
      running.add(published);
      void published.finally(() => running.delete(published));
      return { commandIds: full.map((f) => f.commandId), published };
    },
    async idle() {
      await Promise.all([...running]);
    },
  };
}

import { deviceTopics } from '@console/contracts/mqtt';
import type { MqttClient } from 'mqtt';
import type { Db } from '../../platform/db/client';
import type { Log } from '../../platform/mqtt/log';
import { type CommandPayload, commandJson } from './command-payloads';
import {
  type ClaimedCommand,
  claimQueuedCommands,
  databaseNow,
  findCommandBodies,
  findOpenCommandsOf,
} from './command-republish.queries';
import { markPublished } from './command-store.queries';

export interface PublishOutcome {
  sent: number;
  failed: number;
}

/** Unacknowledged publishes at a time (see publishWindowed). */
const PUBLISH_WINDOW = 10_000;
/**
 * A queued command untouched this long has no server publishing it (a send publishes and records
 * 100,000 commands in about 10 s): any server may publish it again.
 */
const STALE_QUEUED_MS = 60_000;

const quiet: Log = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Publishes stored commands on the server's MQTT client and records sent or publishFailed; and
 * publishes again the queued ones a stopped server left (at each connect, and on request).
 */
export function createCommandPublisher(db: Db, options: { timeoutSeconds: number }) {
  let client: MqttClient | undefined;
  let log = quiet;
  /** Work not yet recorded: publishes (sends and republishes) and republish runs. */
  const running = new Set<Promise<unknown>>();
  /** The sends' publishes alone (a republish of our own commands waits for them). */
  const sending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>, set = running) => {
    set.add(work);
    void work.finally(() => set.delete(work)).catch(() => undefined);
    return work;
  };

  /**
   * Publishes every payload, at most PUBLISH_WINDOW unacknowledged at a time: QoS 1 needs a packet
   * id per message in flight and there are only 65,535, so a rollout larger than that all at once
   * would stall. Resolves with whether the broker acknowledged each one.
   */
  function publishWindowed(
    c: MqttClient,
    items: { deviceId: string; payload: string }[],
  ): Promise<boolean[]> {
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

  async function publishAll(full: Pick<CommandPayload, 'commandId' | 'deviceId' | 'payload'>[]) {
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

  /** The stored payload of each command, byte for byte as first published. */
  async function payloadsOf(commands: ClaimedCommand[]) {
    const bodies = await findCommandBodies(db, [...new Set(commands.map((r) => r.bodyId))]);
    return commands.flatMap((r) => {
      const b = bodies.get(r.bodyId);
      return b ? [{ ...r, payload: commandJson(r.commandId, b.ts, b.expiresAt, b.body) }] : [];
    });
  }

  /**
   * Publishes again the open commands (sent or accepted) of devices that have just connected: a
   * broker that crashed lost what it held for them, or their answers. Their status stays as it is
   * (publishAll records only queued ones); the device answers a repeat of a finished one again.
   */
  async function republishOpen(deviceIds: string[]): Promise<number> {
    const c = client;
    if (!c?.connected || deviceIds.length === 0) return 0;
    const expiredBefore = new Date(Date.now() - options.timeoutSeconds * 1000);
    const payloads = await payloadsOf(await findOpenCommandsOf(db, deviceIds, expiredBefore));
    if (payloads.length === 0) return 0;
    await publishAll(payloads);
    log.info(
      { commands: payloads.length, devices: deviceIds.length },
      'open commands published again at connect',
    );
    return payloads.length;
  }

  /** Claims and publishes again, chunk by chunk, what claimQueuedCommands finds. */
  async function republishQueued(mine: boolean): Promise<number> {
    const c = client;
    if (!c?.connected) return 0;
    const now = await databaseNow(db);
    // Our own sends first finish their publishes (MQTT.js sends them again on reconnect). Every send
    // stored before `now` is among them: a send is tracked before its rows are written, so one
    // racing this connect is awaited here, not claimed and published a second time.
    if (mine) await Promise.all([...sending]);
    const cutoffs = {
      publisher: mine ? (c.options.clientId ?? null) : null,
      mineBefore: now,
      staleBefore: new Date(now.getTime() - STALE_QUEUED_MS),
      expiredBefore: new Date(now.getTime() - options.timeoutSeconds * 1000),
    };
    let total = 0;
    for (;;) {
      const claimed = await claimQueuedCommands(db, cutoffs);
      if (claimed.length === 0) break;
      const payloads = await payloadsOf(claimed);
      await publishAll(payloads);
      total += payloads.length;
    }
    if (total > 0) log.info({ commands: total, mine }, 'queued device commands published again');
    return total;
  }

  let republishing: Promise<number> | undefined;
  const republish = ({ mine = false }: { mine?: boolean } = {}): Promise<number> => {
    // One at a time: a connect during a run is served by the next one.
    const run = (republishing ?? Promise.resolve(0)).catch(() => 0).then(() => republishQueued(mine));
    republishing = run;
    return track(run);
  };
  const onConnect = () =>
    void republish({ mine: true }).catch((err) => log.error({ err }, 'publishing queued commands failed'));

  return {
    client: () => client,
    attach(c: MqttClient | undefined, l?: Log) {
      client?.off('connect', onConnect);
      client = c;
      log = l ?? log;
      c?.on('connect', onConnect);
      if (c?.connected) onConnect();
    },
    /**
     * Stores commands (`store`), then publishes and records them; tracked as a send from before the
     * rows are written. `stored` rejects when the store fails (nothing is published then);
     * `published` resolves once every outcome is recorded.
     */
    storeAndPublish(store: () => Promise<void>, full: CommandPayload[]) {
      const stored = store();
      const published = stored.then(() =>
        publishAll(full).catch((err) => {
          log.error({ err }, 'recording device command publishes failed');
          return { sent: 0, failed: full.length };
        }),
      );
      track(published, sending);
      track(published);
      return { stored, published };
    },
    republish,
    republishOpen: (deviceIds: string[]) => track(republishOpen(deviceIds)),
    async idle() {
      while (running.size > 0) await Promise.all([...running]).catch(() => undefined);
    },
  };
}

export type CommandPublisher = ReturnType<typeof createCommandPublisher>;

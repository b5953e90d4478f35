import type { DeviceCommandInput } from '@console/contracts/mqtt';
import type { MqttClient } from 'mqtt';
import type { Db } from '../../platform/db/client';
import { unavailable } from '../../platform/http/errors';
import type { Log } from '../../platform/mqtt/log';
import { orderedUuid } from './command-ids';
import { commandPayloads } from './command-payloads';
import { type CommandPublisher, createCommandPublisher, type PublishOutcome } from './command-publisher';
import { insertCommandBodies, type NewCommandBody } from './command-republish.queries';
import { insertCommands } from './command-store.queries';

export type { PublishOutcome } from './command-publisher';

/** One command for one device, as a caller (a rollout, an IDU config push) hands it over. */
export interface OutgoingCommand {
  tenantId: string;
  deviceId: string;
  batchId?: string | null;
  /** The version it installs, kept for the device's firmware history. */
  targetVersion?: string | null;
  /** Its id, when the caller names it (else the command's own, or a new one). */
  commandId?: string;
  /** Shared by the entries of one send where their commands are the same (see commandPayloads). */
  command: DeviceCommandInput;
}

export interface CommandChannel {
  /**
   * The server's MQTT client, once connected (the telemetry workers attach it). At every connect
   * of it, the commands this server (by its client id) left queued are published again.
   */
  attach(client: MqttClient | undefined, log?: Log): void;
  /**
   * Stores every command as queued (batched inserts) with what it publishes, then publishes them
   * all without waiting on each, and records sent or publishFailed. Resolves once stored;
   * `published` once recorded. `alsoStore` writes the caller's rows (a batch) in the same
   * transaction as the commands. Refuses (503 deviceCommandsUnavailable, nothing stored) while the
   * broker is unreachable, so a trigger never answers that it sent what could not leave. Each
   * command expires `timeoutSeconds` after it is sent (the envelope's expiresAt; the sweeper ends
   * it as timedOut then).
   */
  send(
    commands: OutgoingCommand[],
    options?: { alsoStore?: (tx: Db) => Promise<void> },
  ): Promise<{ commandIds: string[]; published: Promise<PublishOutcome> }>;
  /**
   * Publishes again the queued, unexpired commands nobody is publishing (untouched for a minute),
   * and, with `mine`, those this server's previous run left queued. Resolves with the count.
   */
  republish(options?: { mine?: boolean }): Promise<number>;
  /**
   * Publishes again, byte for byte, the unexpired commands the broker took for these devices and
   * no device finished (sent or accepted): called when their connection comes back online, since a
   * broker that crashed lost what it held for them (or their answers). Resolves with the count.
   */
  republishOpen(deviceIds: string[]): Promise<number>;
  /**
   * How long a link in a command must stay valid: at least `wanted`, and past the command's expiry
   * (a device retries its download until then, and a republished command carries its first links).
   */
  linkTtlSeconds(wanted: number): number;
  /** Resolves when every publish started so far is recorded (tests, shutdown). */
  idle(): Promise<void>;
}

/** Beyond a command's expiry, the life of its links: the device's clock may run behind ours. */
const LINK_MARGIN_SECONDS = 300;

export function createCommandChannel(db: Db, options: { timeoutSeconds: number }): CommandChannel {
  const publisher: CommandPublisher = createCommandPublisher(db, options);

  return {
    attach: publisher.attach,
    async send(commands, store = {}) {
      const client = publisher.client();
      if (!client?.connected) throw unavailable('deviceCommandsUnavailable');
      const ts = Math.floor(Date.now() / 1000);
      const expiresAt = ts + options.timeoutSeconds;
      const full = commandPayloads(commands, ts, expiresAt);
      // One body row per tenant and command: a rollout's commands share one.
      const bodies: NewCommandBody[] = [];
      const bodyIds = new Map<string, Map<string, string>>();
      const bodyIdOf = (tenantId: string, body: string) => {
        const ofTenant = bodyIds.get(tenantId) ?? new Map<string, string>();
        bodyIds.set(tenantId, ofTenant);
        let bodyId = ofTenant.get(body);
        if (bodyId === undefined) {
          bodyId = orderedUuid();
          ofTenant.set(body, bodyId);
          bodies.push({ bodyId, tenantId, publisher: client.options.clientId ?? '', ts, expiresAt, body });
        }
        return bodyId;
      };
      const rows = commands.map((o, i) => ({
        commandId: full[i]!.commandId,
        tenantId: o.tenantId,
        deviceId: o.deviceId,
        type: o.command.type,
        batchId: o.batchId ?? null,
        targetVersion: o.targetVersion ?? null,
        bodyId: bodyIdOf(o.tenantId, full[i]!.body),
      }));
      const { stored, published } = publisher.storeAndPublish(
        () =>
          db.transaction(async (tx) => {
            await store.alsoStore?.(tx as unknown as Db);
            await insertCommandBodies(tx as unknown as Db, bodies);
            await insertCommands(tx as unknown as Db, rows);
          }),
        full,
      );
      await stored;
      return { commandIds: full.map((f) => f.commandId), published };
    },
    republish: publisher.republish,
    republishOpen: publisher.republishOpen,
    linkTtlSeconds: (wanted) => Math.max(wanted, options.timeoutSeconds + LINK_MARGIN_SECONDS),
    idle: publisher.idle,
  };
}

import type { DownloadContext, Failure } from './download';
import { fota } from './fota';
import type { FotaFaults } from './fota-faults';
import type { CommandResultMessage, FotaStage } from './protocol';
import { nowSeconds } from './protocol';
import { checkedDownload, isText, SHA256 } from './sha256-download';

/** What a command handler may do to its device (and its downloads: fetch, sleep between tries, random). */
export interface CommandContext extends DownloadContext {
  deviceId: string;
  publishResult(result: CommandResultMessage): Promise<void>;
  /** FOTA success: the device now runs this version (reported as `fw` in its status). */
  setFirmwareVersion(version: string): void;
  setConfigVersion(version: string): void;
  /**
   * PEM public keys the device trusts for firmware, as a real device ships with its vendor's key:
   * an image no one of them verifies is not installed (none: every FOTA is refused).
   */
  firmwareKeys: readonly string[];
  /** How this device's FOTAs go wrong (fota-faults.ts; none by default). */
  faults: FotaFaults;
  /** Whether the appliance is running a cycle now (washing, cooling at set point). */
  cycleRunning(): boolean;
  /** Loses the network without a goodbye, and comes back a while later. */
  dropOffline(): void;
  /** After a successful install: reboots a little later into the version it ran before. */
  revertLater(): void;
}

export type Command = Record<string, unknown> & { commandId: string; type: string; expiresAt?: unknown };

/** How a handler speaks before its end: it took the command, and where it is. */
export interface Answer {
  accept(): Promise<void>;
  progress(stage: FotaStage, percent?: number): Promise<void>;
}
/** A handler's end: success (with what it reports), a failure, or nothing (the device dropped off). */
export type Outcome = Failure | Partial<CommandResultMessage> | 'noAnswer';

/** IDU EEPROM config: download, verify, apply. */
async function iduConfig(command: Command, ctx: CommandContext, answer: Answer): Promise<Outcome> {
  const { url, sha256, configVersion } = command;
  if (!isText(url) || !isText(sha256) || !SHA256.test(sha256) || !isText(configVersion)) {
    return { reason: 'invalidCommand', detail: 'iduConfig needs url, sha256 and configVersion' };
  }
  await answer.accept();
  const config = await checkedDownload(ctx, command, url, sha256);
  if (!Buffer.isBuffer(config)) return config;
  ctx.setConfigVersion(configVersion);
  return { configVersion };
}

/** Command types this simulator handles; add new ones here. */
type Handler = (command: Command, ctx: CommandContext, answer: Answer) => Promise<Outcome>;
const handlers = new Map<string, Handler>([
  ['fota', fota],
  ['iduConfig', iduConfig],
]);

/**
 * Handles one message from `devices/<id>/commands`: `accepted` (once the handler takes it; a
 * command refused at once, e.g. invalid or busy, fails without it), FOTA `progress`, then
 * `success` or `failure` (unknown types fail at once with `unsupported`), or nothing when the
 * device dropped off on the way. Messages without a commandId cannot be answered and are ignored.
 */
export async function handleCommand(message: unknown, ctx: CommandContext): Promise<void> {
  if (typeof message !== 'object' || message === null) return;
  const command = message as Command;
  if (!isText(command.commandId)) return;
  const type = isText(command.type) ? command.type : 'unknown';
  const result = (status: CommandResultMessage['status'], extra: Partial<CommandResultMessage> = {}) =>
    ctx.publishResult({ commandId: command.commandId, type, status, ts: nowSeconds(), ...extra });
  const handler = handlers.get(type);
  if (!handler) return result('failure', { reason: 'unsupported', detail: `unknown command type ${type}` });
  // A command the broker kept for us past its expiry is refused: the server has ended it as timedOut.
  if (typeof command.expiresAt === 'number' && command.expiresAt < nowSeconds())
    return result('failure', { reason: 'expired', detail: `expired at ${command.expiresAt}` });
  const answer: Answer = {
    accept: () => result('accepted'),
    progress: (stage, percent) =>
      result('progress', { stage, ...(percent === undefined ? {} : { percent }) }),
  };
  const outcome = await handler(command, ctx, answer);
  if (outcome === 'noAnswer') return;
  if (!('reason' in outcome)) return result('success', outcome);
  // The protocol takes up to 500 characters of detail (an error message may be longer).
  const failure = outcome as Failure;
  await result('failure', { ...failure, detail: failure.detail?.slice(0, 500) });
}

import { createHash } from 'node:crypto';
import type { CommandFailureReason, CommandResultMessage } from './protocol';
import { nowSeconds } from './protocol';

/** What a command handler may do to its device. */
export interface CommandContext {
  deviceId: string;
  publishResult(result: CommandResultMessage): Promise<void>;
  /** FOTA success: the device now runs this version (reported as `fw` in its status). */
  setFirmwareVersion(version: string): void;
  setConfigVersion(version: string): void;
  fetch: typeof fetch;
  /** Chance that an install fails after a good download (to give FOTA batches some failures). */
  installFailureRate: number;
  random(): number;
}

type Command = Record<string, unknown> & { commandId: string; type: string };
type Failure = { reason: CommandFailureReason; detail?: string };

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const SHA256 = /^[0-9a-f]{64}$/i;

/** Downloads `url` and checks its SHA-256; undefined when good, else why not. */
async function download(ctx: CommandContext, url: string, sha256: string): Promise<Failure | undefined> {
  let body: ArrayBuffer;
  try {
    const response = await ctx.fetch(url);
    if (!response.ok) return { reason: 'downloadFailed', detail: `HTTP ${response.status}` };
    body = await response.arrayBuffer();
  } catch (err) {
    return { reason: 'downloadFailed', detail: (err as Error).message };
  }
  const actual = createHash('sha256').update(Buffer.from(body)).digest('hex');
  if (actual !== sha256.toLowerCase()) return { reason: 'checksumMismatch', detail: `got ${actual}` };
  return undefined;
}

/** FOTA: download, verify, "install" (switch firmwareVersion). */
async function fota(command: Command, ctx: CommandContext): Promise<Failure | Partial<CommandResultMessage>> {
  const { url, sha256, firmwareVersion } = command;
  if (!isText(url) || !isText(sha256) || !SHA256.test(sha256) || !isText(firmwareVersion)) {
    return { reason: 'invalidCommand', detail: 'fota needs url, sha256 and firmwareVersion' };
  }
  const failed = await download(ctx, url, sha256);
  if (failed) return failed;
  if (ctx.random() < ctx.installFailureRate) return { reason: 'installFailed', detail: 'flash write failed' };
  ctx.setFirmwareVersion(firmwareVersion);
  return { firmwareVersion };
}

/** IDU EEPROM config: download, verify, apply. */
async function iduConfig(
  command: Command,
  ctx: CommandContext,
): Promise<Failure | Partial<CommandResultMessage>> {
  const { url, sha256, configVersion } = command;
  if (!isText(url) || !isText(sha256) || !SHA256.test(sha256) || !isText(configVersion)) {
    return { reason: 'invalidCommand', detail: 'iduConfig needs url, sha256 and configVersion' };
  }
  const failed = await download(ctx, url, sha256);
  if (failed) return failed;
  ctx.setConfigVersion(configVersion);
  return { configVersion };
}

/** Command types this simulator handles; add new ones here. */
type Handler = (command: Command, ctx: CommandContext) => Promise<Failure | Partial<CommandResultMessage>>;
const handlers = new Map<string, Handler>([
  ['fota', fota],
  ['iduConfig', iduConfig],
]);

/**
 * Handles one message from `devices/<id>/commands`: `accepted`, then `success` or `failure`
 * (unknown types fail at once with `unsupported`). Messages without a commandId cannot be
 * answered and are ignored.
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
  await result('accepted');
  const outcome = await handler(command, ctx);
  if ('reason' in outcome) await result('failure', outcome as Failure);
  else await result('success', outcome);
}

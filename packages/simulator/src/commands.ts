import { createHash } from 'node:crypto';
import { type DownloadContext, downloadWithRetry, type Failure } from './download';
import { signatureMatches } from './firmware-signature';
import type { CommandResultMessage } from './protocol';
import { nowSeconds } from './protocol';

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
  /** Chance that an install fails after a good download (to give FOTA batches some failures). */
  installFailureRate: number;
}

type Command = Record<string, unknown> & { commandId: string; type: string; expiresAt?: unknown };

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const SHA256 = /^[0-9a-f]{64}$/i;

/** The command's expiry (epoch seconds), when it names one: downloads are retried until then. */
const expiryOf = (command: Command) =>
  typeof command.expiresAt === 'number' ? command.expiresAt : undefined;

/** Downloads `url` (retrying until the command expires) and checks its SHA-256; the bytes, else why not. */
async function download(
  ctx: CommandContext,
  command: Command,
  url: string,
  sha256: string,
): Promise<Buffer | Failure> {
  const body = await downloadWithRetry(ctx, url, expiryOf(command));
  if (!Buffer.isBuffer(body)) return body;
  const actual = createHash('sha256').update(body).digest('hex');
  if (actual !== sha256.toLowerCase()) return { reason: 'checksumMismatch', detail: `got ${actual}` };
  return body;
}

/**
 * The image's signature, checked with the device's own keys before anything is installed (the
 * SHA-256 only proves the download is what the server meant; the signature, that the vendor made it).
 */
async function verifySignature(
  ctx: CommandContext,
  command: Command,
  image: Buffer,
): Promise<Failure | undefined> {
  const { signatureUrl } = command;
  if (!isText(signatureUrl))
    return { reason: 'signatureInvalid', detail: 'the command carries no signature' };
  const signature = await downloadWithRetry(ctx, signatureUrl, expiryOf(command));
  if (!Buffer.isBuffer(signature)) return signature;
  if (ctx.firmwareKeys.length === 0) return { reason: 'signatureInvalid', detail: 'no trusted firmware key' };
  if (!signatureMatches(image, signature, ctx.firmwareKeys))
    return { reason: 'signatureInvalid', detail: 'no trusted key verifies the signature' };
  return undefined;
}

/** FOTA: download, verify checksum and signature, "install" (switch firmwareVersion). */
async function fota(command: Command, ctx: CommandContext): Promise<Failure | Partial<CommandResultMessage>> {
  const { url, sha256, firmwareVersion } = command;
  if (!isText(url) || !isText(sha256) || !SHA256.test(sha256) || !isText(firmwareVersion)) {
    return { reason: 'invalidCommand', detail: 'fota needs url, sha256 and firmwareVersion' };
  }
  const image = await download(ctx, command, url, sha256);
  if (!Buffer.isBuffer(image)) return image;
  const refused = await verifySignature(ctx, command, image);
  if (refused) return refused;
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
  const config = await download(ctx, command, url, sha256);
  if (!Buffer.isBuffer(config)) return config;
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
  if (!('reason' in outcome)) return result('success', outcome);
  // The protocol takes up to 500 characters of detail (an error message may be longer).
  const failure = outcome as Failure;
  await result('failure', { ...failure, detail: failure.detail?.slice(0, 500) });
}

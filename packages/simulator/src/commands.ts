import { createHash } from 'node:crypto';
import { signatureMatches } from './firmware-signature';
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
  /**
   * PEM public keys the device trusts for firmware, as a real device ships with its vendor's key:
   * an image no one of them verifies is not installed (none: every FOTA is refused).
   */
  firmwareKeys: readonly string[];
  /** Chance that an install fails after a good download (to give FOTA batches some failures). */
  installFailureRate: number;
  random(): number;
}

type Command = Record<string, unknown> & { commandId: string; type: string };
type Failure = { reason: CommandFailureReason; detail?: string };

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const SHA256 = /^[0-9a-f]{64}$/i;

/** Downloads `url`; the bytes, or why not. */
async function fetchBytes(ctx: CommandContext, url: string): Promise<Buffer | Failure> {
  try {
    const response = await ctx.fetch(url);
    if (!response.ok) return { reason: 'downloadFailed', detail: `HTTP ${response.status}` };
    return Buffer.from(await response.arrayBuffer());
  } catch (err) {
    return { reason: 'downloadFailed', detail: (err as Error).message };
  }
}

/** Downloads `url` and checks its SHA-256; the bytes when good, else why not. */
async function download(ctx: CommandContext, url: string, sha256: string): Promise<Buffer | Failure> {
  const body = await fetchBytes(ctx, url);
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
  image: Buffer,
  signatureUrl: unknown,
): Promise<Failure | undefined> {
  if (!isText(signatureUrl))
    return { reason: 'signatureInvalid', detail: 'the command carries no signature' };
  const signature = await fetchBytes(ctx, signatureUrl);
  if (!Buffer.isBuffer(signature)) return signature;
  if (ctx.firmwareKeys.length === 0) return { reason: 'signatureInvalid', detail: 'no trusted firmware key' };
  if (!signatureMatches(image, signature, ctx.firmwareKeys))
    return { reason: 'signatureInvalid', detail: 'no trusted key verifies the signature' };
  return undefined;
}

/** FOTA: download, verify checksum and signature, "install" (switch firmwareVersion). */
async function fota(command: Command, ctx: CommandContext): Promise<Failure | Partial<CommandResultMessage>> {
  const { url, sha256, firmwareVersion, signatureUrl } = command;
  if (!isText(url) || !isText(sha256) || !SHA256.test(sha256) || !isText(firmwareVersion)) {
    return { reason: 'invalidCommand', detail: 'fota needs url, sha256 and firmwareVersion' };
  }
  const image = await download(ctx, url, sha256);
  if (!Buffer.isBuffer(image)) return image;
  const refused = await verifySignature(ctx, image, signatureUrl);
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
  const config = await download(ctx, url, sha256);
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
  if ('reason' in outcome) await result('failure', outcome as Failure);
  else await result('success', outcome);
}

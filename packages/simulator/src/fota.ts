import type { Answer, Command, CommandContext, Outcome } from './commands';
import { downloadWithRetry, type Failure } from './download';
import { signatureMatches } from './firmware-signature';
import { planFota } from './fota-faults';
import { checkedDownload, expiryOf, isText, SHA256 } from './sha256-download';

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

/** A simulated failure (ctx.faults), told apart from real ones in its detail. */
const simulated = (reason: Failure['reason'], what: string): Failure => ({
  reason,
  detail: `${what} (simulated)`,
});

/**
 * FOTA: refuse while busy; accepted; download (progress in quarters), verify checksum and
 * signature, install (switch firmwareVersion), each stage reported. A plan drawn when the command
 * arrives (fota-faults.ts) may fail it at its natural stage, drop the device off mid-download
 * (no answer), or make it revert a while after its success.
 */
export async function fota(command: Command, ctx: CommandContext, answer: Answer): Promise<Outcome> {
  const { url, sha256, firmwareVersion } = command;
  if (!isText(url) || !isText(sha256) || !SHA256.test(sha256) || !isText(firmwareVersion)) {
    return { reason: 'invalidCommand', detail: 'fota needs url, sha256 and firmwareVersion' };
  }
  const plan = planFota(ctx.random, ctx.faults);
  const fails = (reason: Failure['reason']) => 'fail' in plan && plan.fail === reason;
  if (ctx.faults.busyDuringCycle && ctx.cycleRunning())
    return { reason: 'busy', detail: 'a cycle is running; install after it ends' };
  if (fails('busy')) return simulated('busy', 'the appliance is in use');
  await answer.accept();
  await answer.progress('downloading', 0);
  if ('offline' in plan || fails('downloadFailed')) {
    // Cut off a quarter or half way through.
    const at = ctx.random() < 0.5 ? 25 : 50;
    for (let p = 25; p <= at; p += 25) await answer.progress('downloading', p);
    if ('offline' in plan) {
      ctx.dropOffline();
      return 'noAnswer';
    }
    return simulated('downloadFailed', `connection reset at ${at} %`);
  }
  const image = await checkedDownload(ctx, command, url, sha256, (p) => {
    if (p > 0) void answer.progress('downloading', p);
  });
  if (!Buffer.isBuffer(image)) return image;
  await answer.progress('verifying');
  if (fails('checksumMismatch')) return simulated('checksumMismatch', 'the image was corrupted in storage');
  const refused = await verifySignature(ctx, command, image);
  if (refused) return refused;
  if (fails('signatureInvalid'))
    return simulated('signatureInvalid', 'the secure element refused the signature');
  await answer.progress('installing');
  if (fails('installFailed')) return simulated('installFailed', 'flash write failed');
  ctx.setFirmwareVersion(firmwareVersion);
  if ('revert' in plan && plan.revert) ctx.revertLater();
  return { firmwareVersion };
}

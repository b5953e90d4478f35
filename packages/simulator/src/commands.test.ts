import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { type CommandContext, handleCommand } from './commands';
import { newSigningKeyPair, signFirmware } from './firmware-signature';
import type { CommandResultMessage } from './protocol';

const image = Buffer.from('firmware image bytes');
const sha256 = createHash('sha256').update(image).digest('hex');
const vendor = newSigningKeyPair();
const signature = signFirmware(image, vendor.privateKey);

/** Serves the image, and its signature at …/fw.ota.bin.sig. */
const files = (sig: Buffer = signature, body: Buffer = image) =>
  vi.fn(async (url: string | URL | Request) => new Response(String(url).endsWith('.sig') ? sig : body));

function context(overrides: Partial<CommandContext> = {}) {
  const results: CommandResultMessage[] = [];
  const ctx: CommandContext = {
    deviceId: 'd1',
    publishResult: async (r) => {
      results.push(r);
    },
    setFirmwareVersion: vi.fn(),
    setConfigVersion: vi.fn(),
    fetch: files(),
    firmwareKeys: [vendor.publicKey],
    installFailureRate: 0,
    random: () => 0.5,
    // Retries of a failed download wait no time here (download.test.ts tests the waits).
    sleep: async () => true,
    ...overrides,
  };
  return { ctx, results };
}

const fota = {
  commandId: 'c1',
  type: 'fota',
  url: 'http://files/fw.ota.bin',
  signatureUrl: 'http://files/fw.ota.bin.sig',
  sha256,
  firmwareVersion: '2.0',
};

describe('handleCommand', () => {
  it('FOTA: downloads, checks the SHA-256 and signature, switches firmware and reports accepted then success', async () => {
    const { ctx, results } = context();
    await handleCommand(fota, ctx);
    expect(ctx.fetch).toHaveBeenCalledWith('http://files/fw.ota.bin');
    expect(ctx.fetch).toHaveBeenCalledWith('http://files/fw.ota.bin.sig');
    expect(ctx.setFirmwareVersion).toHaveBeenCalledWith('2.0');
    expect(results.map((r) => [r.commandId, r.type, r.status, r.firmwareVersion])).toEqual([
      ['c1', 'fota', 'accepted', undefined],
      ['c1', 'fota', 'success', '2.0'],
    ]);
    expect(results[1]?.ts).toBeGreaterThan(1_600_000_000);
  });

  it.each([
    ['a checksum mismatch', { sha256: 'b'.repeat(64) }, {}, 'checksumMismatch'],
    ['an HTTP error', {}, { fetch: async () => new Response('no', { status: 404 }) }, 'downloadFailed'],
    [
      'a network error',
      {},
      { fetch: async () => Promise.reject(new Error('ECONNREFUSED')) },
      'downloadFailed',
    ],
    ['a failed install', {}, { installFailureRate: 1 }, 'installFailed'],
    [
      'a signature by another key',
      {},
      { fetch: files(signFirmware(image, newSigningKeyPair().privateKey)) },
      'signatureInvalid',
    ],
    ['a garbage signature', {}, { fetch: files(Buffer.from('sig')) }, 'signatureInvalid'],
    ['an empty signature', {}, { fetch: files(Buffer.alloc(0)) }, 'signatureInvalid'],
    ['no signature in the command', { signatureUrl: undefined }, {}, 'signatureInvalid'],
    ['a device without a trusted key', {}, { firmwareKeys: [] }, 'signatureInvalid'],
    [
      'a signature that cannot be downloaded',
      {},
      {
        fetch: async (url: string) =>
          new Response(url.endsWith('.sig') ? 'gone' : image, { status: url.endsWith('.sig') ? 404 : 200 }),
      },
      'downloadFailed',
    ],
    ['a missing url', { url: undefined }, {}, 'invalidCommand'],
    ['a malformed sha256', { sha256: 'xyz' }, {}, 'invalidCommand'],
  ])('FOTA fails on %s, keeping the old firmware', async (_, change, ctxChange, reason) => {
    const { ctx, results } = context(ctxChange as Partial<CommandContext>);
    await handleCommand({ ...fota, ...change }, ctx);
    expect(results.at(-1)).toMatchObject({ commandId: 'c1', status: 'failure', reason });
    expect(ctx.setFirmwareVersion).not.toHaveBeenCalled();
  });

  it('FOTA refuses a tampered image whose checksum the command was built for, reporting why', async () => {
    // The server's copy was changed after signing: the SHA-256 in the command matches the bytes
    // served, but the vendor's signature does not.
    const tampered = Buffer.from(image);
    tampered[0] = (tampered[0] ?? 0) ^ 1;
    const { ctx, results } = context({ fetch: files(signature, tampered) });
    await handleCommand({ ...fota, sha256: createHash('sha256').update(tampered).digest('hex') }, ctx);
    expect(results.at(-1)).toMatchObject({
      status: 'failure',
      reason: 'signatureInvalid',
      detail: 'no trusted key verifies the signature',
    });
    expect(ctx.setFirmwareVersion).not.toHaveBeenCalled();
  });

  it('IDU config: downloads, verifies and applies the config version', async () => {
    const { ctx, results } = context();
    await handleCommand(
      { commandId: 'c2', type: 'iduConfig', url: 'http://files/c.bin', sha256, configVersion: '1.2' },
      ctx,
    );
    expect(ctx.setConfigVersion).toHaveBeenCalledWith('1.2');
    expect(results.at(-1)).toMatchObject({ status: 'success', configVersion: '1.2' });
  });

  it('refuses a command past its expiry without downloading, and runs one before it', async () => {
    const { ctx, results } = context();
    const now = Math.floor(Date.now() / 1000);
    await handleCommand({ ...fota, expiresAt: now - 1 }, ctx);
    expect(ctx.fetch).not.toHaveBeenCalled();
    expect(ctx.setFirmwareVersion).not.toHaveBeenCalled();
    expect(results.map((r) => [r.status, r.reason])).toEqual([['failure', 'expired']]);
    await handleCommand({ ...fota, commandId: 'c2', expiresAt: now + 60 }, ctx);
    expect(results.at(-1)).toMatchObject({ commandId: 'c2', status: 'success' });
  });

  it('retries a download the server could not serve until it can: one accepted, then success', async () => {
    let down = 3;
    const flaky = vi.fn(async (url: string | URL | Request) =>
      down-- > 0 ? new Response('restarting', { status: 503 }) : files()(url),
    );
    const { ctx, results } = context({ fetch: flaky });
    await handleCommand({ ...fota, expiresAt: Math.floor(Date.now() / 1000) + 600 }, ctx);
    expect(flaky).toHaveBeenCalledTimes(5);
    expect(results.map((r) => r.status)).toEqual(['accepted', 'success']);
  });

  it('answers an unknown type at once with unsupported', async () => {
    const { ctx, results } = context();
    await handleCommand({ commandId: 'c3', type: 'constructor' }, ctx);
    expect(results).toEqual([
      expect.objectContaining({ commandId: 'c3', status: 'failure', reason: 'unsupported' }),
    ]);
  });

  it('ignores what it cannot answer (no commandId)', async () => {
    const { ctx, results } = context();
    await handleCommand({ type: 'fota' }, ctx);
    await handleCommand(null, ctx);
    await handleCommand('fota', ctx);
    expect(results).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { context, files, fota, image, sha256, signature } from './command-test-context';
import { type CommandContext, handleCommand } from './commands';
import { newSigningKeyPair, signFirmware } from './firmware-signature';
import { NO_FOTA_FAULTS } from './fota-faults';

describe('handleCommand', () => {
  it('FOTA: downloads, checks the SHA-256 and signature, switches firmware and reports accepted then success', async () => {
    const { ctx, results } = context();
    await handleCommand(fota, ctx);
    // Each try with a time limit (download.ts).
    const limited = { signal: expect.any(AbortSignal) };
    expect(ctx.fetch).toHaveBeenCalledWith('http://files/fw.ota.bin', limited);
    expect(ctx.fetch).toHaveBeenCalledWith('http://files/fw.ota.bin.sig', limited);
    expect(ctx.setFirmwareVersion).toHaveBeenCalledWith('2.0');
    expect(
      results.map((r) => [r.commandId, r.type, r.status, r.stage, r.percent, r.firmwareVersion]),
    ).toEqual([
      ['c1', 'fota', 'accepted', undefined, undefined, undefined],
      ['c1', 'fota', 'progress', 'downloading', 0, undefined],
      ['c1', 'fota', 'progress', 'downloading', 100, undefined],
      ['c1', 'fota', 'progress', 'verifying', undefined, undefined],
      ['c1', 'fota', 'progress', 'installing', undefined, undefined],
      ['c1', 'fota', 'success', undefined, undefined, '2.0'],
    ]);
    expect(results.at(-1)?.ts).toBeGreaterThan(1_600_000_000);
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
    [
      'a failed install',
      {},
      { faults: { ...NO_FOTA_FAULTS, failureShares: { installFailed: 1 } } },
      'installFailed',
    ],
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
    expect(results.map((r) => r.status).filter((s) => s !== 'progress')).toEqual(['accepted', 'success']);
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

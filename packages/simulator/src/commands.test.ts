import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { type CommandContext, handleCommand } from './commands';
import type { CommandResultMessage } from './protocol';

const image = Buffer.from('firmware image bytes');
const sha256 = createHash('sha256').update(image).digest('hex');

function context(overrides: Partial<CommandContext> = {}) {
  const results: CommandResultMessage[] = [];
  const ctx: CommandContext = {
    deviceId: 'd1',
    publishResult: async (r) => {
      results.push(r);
    },
    setFirmwareVersion: vi.fn(),
    setConfigVersion: vi.fn(),
    fetch: vi.fn(async () => new Response(image)),
    installFailureRate: 0,
    random: () => 0.5,
    ...overrides,
  };
  return { ctx, results };
}

const fota = {
  commandId: 'c1',
  type: 'fota',
  url: 'http://files/fw.ota.bin',
  sha256,
  firmwareVersion: '2.0',
};

describe('handleCommand', () => {
  it('FOTA: downloads, checks the SHA-256, switches firmware and reports accepted then success', async () => {
    const { ctx, results } = context();
    await handleCommand(fota, ctx);
    expect(ctx.fetch).toHaveBeenCalledWith('http://files/fw.ota.bin');
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
    ['a missing url', { url: undefined }, {}, 'invalidCommand'],
    ['a malformed sha256', { sha256: 'xyz' }, {}, 'invalidCommand'],
  ])('FOTA fails on %s, keeping the old firmware', async (_, change, ctxChange, reason) => {
    const { ctx, results } = context(ctxChange as Partial<CommandContext>);
    await handleCommand({ ...fota, ...change }, ctx);
    expect(results.at(-1)).toMatchObject({ commandId: 'c1', status: 'failure', reason });
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

import { createHash } from 'node:crypto';
import { vi } from 'vitest';
import type { CommandContext } from './commands';
import { newSigningKeyPair, signFirmware } from './firmware-signature';
import { NO_FOTA_FAULTS } from './fota-faults';
import type { CommandResultMessage } from './protocol';

/* A device's command context for the handler tests: its results recorded, nothing sent. */

export const image = Buffer.from('firmware image bytes');
export const sha256 = createHash('sha256').update(image).digest('hex');
export const vendor = newSigningKeyPair();
export const signature = signFirmware(image, vendor.privateKey);

/** Serves the image, and its signature at …/fw.ota.bin.sig. */
export const files = (sig: Buffer = signature, body: Buffer = image) =>
  vi.fn(async (url: string | URL | Request) => new Response(String(url).endsWith('.sig') ? sig : body));

export function context(overrides: Partial<CommandContext> = {}) {
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
    faults: NO_FOTA_FAULTS,
    cycleRunning: () => false,
    dropOffline: vi.fn(),
    revertLater: vi.fn(),
    random: () => 0.5,
    // Retries of a failed download wait no time here (download.test.ts tests the waits).
    sleep: async () => true,
    ...overrides,
  };
  return { ctx, results };
}

export const fota = {
  commandId: 'c1',
  type: 'fota',
  url: 'http://files/fw.ota.bin',
  signatureUrl: 'http://files/fw.ota.bin.sig',
  sha256,
  firmwareVersion: '2.0',
};

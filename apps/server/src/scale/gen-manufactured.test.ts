import { isValidPasscode } from '@console/contracts/matter';
import { describe, expect, it } from 'vitest';
import { openSecret } from '../platform/auth/secret-box';
import { DEVICE_COLUMNS, deviceRows } from './gen-devices';
import { MANUFACTURED_COLUMNS, manufacturedRows } from './gen-manufactured';

const KEY = Buffer.alloc(32, 3);
const NOW = 1_760_000_000;
const cells = (line: string, columns: string[]) =>
  Object.fromEntries(
    line
      .trimEnd()
      .split('\t')
      .map((v, i) => [columns[i], v === '\\N' ? null : v]),
  );

describe('scale manufactured units', () => {
  it('gives every scale device its unit, with the same identity and valid sealed onboarding data', () => {
    const devices = [...deviceRows(300, 100, NOW)].map((l) => cells(l, DEVICE_COLUMNS));
    const units = [...manufacturedRows(300, 100, NOW, KEY)].map((l) => cells(l, MANUFACTURED_COLUMNS));
    expect(units).toHaveLength(300);
    units.forEach((unit, i) => {
      const device = devices[i] ?? {};
      for (const field of ['device_id', 'mac_address', 'serial_number', 'product_serial_number', 'country']) {
        expect(unit[field]).toBe(device[field]);
      }
      expect(unit.manufactured_date).toBe(device.manufactured_date);
      expect(unit.provisioned_at).toBe(device.provisioned_at);
      expect(Number(unit.discriminator)).toBeLessThanOrEqual(0xfff);
      expect(isValidPasscode(Number(openSecret(KEY, String(unit.passcode_enc))))).toBe(true);
    });
  });
});

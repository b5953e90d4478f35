import { describe, expect, it } from 'vitest';
import { DEVICE_COLUMNS, deviceRows } from './gen-devices';
import * as gen from './gen-warranty';

const NOW = 1_760_000_000;
const cells = (row: string) => row.replace(/\n$/, '').split('\t');
const byName = (columns: string[], row: string) =>
  Object.fromEntries(cells(row).map((v, k) => [columns[k], v === '\\N' ? null : v]));

describe('scale warranty rows', () => {
  const devices = 3000;
  const homes = 700;
  const products = [...gen.productRows(devices, homes, NOW)].map((r) => byName(gen.PRODUCT_COLUMNS, r));
  const fleet = new Map(
    [...deviceRows(devices, homes, NOW)].map((r) => {
      const d = byName(DEVICE_COLUMNS, r);
      return [d.device_id, d];
    }),
  );

  it('registers about 60% of the onboarded devices, as many rows as counted', () => {
    const counts = gen.warrantyCounts(devices, NOW);
    expect(products).toHaveLength(counts.products);
    expect([...gen.warrantyRows(devices, homes, NOW)]).toHaveLength(counts.warranties);
    expect([...gen.serviceRows(devices, homes, NOW)]).toHaveLength(counts.services);
    const onboarded = [...fleet.values()].filter((d) => d.onboarded_at !== null && d.category !== 'IAC');
    expect(counts.products / onboarded.length).toBeGreaterThan(0.5);
    expect(counts.products / onboarded.length).toBeLessThan(0.7);
  });

  it("gives each product its device's serial, owner, category and brand", () => {
    for (const p of products) {
      const device = fleet.get(p.device_id);
      expect(device?.onboarded_by).toBe(p.user_id);
      expect(device?.product_serial_number).toBe(p.serial_no);
      expect([device?.category, device?.brand]).toEqual([p.category, p.brand]);
    }
  });

  it('writes one value per column in every table', () => {
    const first = (rows: Iterable<string>) => cells(rows[Symbol.iterator]().next().value ?? '');
    expect(first(gen.warrantyRows(devices, homes, NOW))).toHaveLength(gen.WARRANTY_COLUMNS.length);
    expect(first(gen.serviceRows(devices, homes, NOW))).toHaveLength(gen.SERVICE_COLUMNS.length);
  });
});

import { describe, expect, it } from 'vitest';
import { busyDeviceRows, LOG_COLUMNS, logRows, planLogs } from './gen-logs';

const NOW = 1_760_000_000;
const DAY = 86_400;
const cells = (line: string) =>
  Object.fromEntries(
    line
      .trimEnd()
      .split('\t')
      .map((v, i) => [LOG_COLUMNS[i], v]),
  );

describe('scale device logs', () => {
  it('writes the rows in time order across devices, each device its share, ids following ts', () => {
    const plan = planLogs(10_007, 400, 120, false, NOW);
    const rows = [...logRows(plan, 'status', NOW, 11)].map(cells);
    expect(rows).toHaveLength(plan.rows);
    const ts = rows.map((r) => Number(r.ts));
    for (let i = 1; i < ts.length; i++) expect(ts[i]).toBeGreaterThanOrEqual(ts[i - 1] ?? 0);
    expect(rows.map((r) => Number(r.id))).toEqual(rows.map((_, i) => i + 1));
    const perDevice = new Map<string, number>();
    for (const r of rows) perDevice.set(String(r.device_id), (perDevice.get(String(r.device_id)) ?? 0) + 1);
    expect(perDevice.size).toBe(plan.devices.length);
    expect(new Set(perDevice.values()).size).toBeLessThanOrEqual(2);
    expect(Math.min(...ts)).toBeGreaterThanOrEqual(NOW - 90 * DAY);
    expect(Math.max(...ts)).toBeLessThanOrEqual(NOW);
    // The last day holds its share of the rows, not only the busiest devices' tail.
    expect(ts.filter((t) => t >= NOW - DAY).length).toBeGreaterThan(plan.rows / 200);
  });

  it('sends about 2 % of status reports with error codes, and diagnostics fault codes under flt', () => {
    const status = [...logRows(planLogs(20_000, 400, 120, false, NOW), 'status', NOW, 11)];
    const payloads = status.map((l) => JSON.parse(String(cells(l).payload)) as Record<string, unknown>);
    const withErrors = payloads.filter((p) => Array.isArray(p.errors));
    expect(withErrors.length / payloads.length).toBeGreaterThan(0.01);
    expect(withErrors.length / payloads.length).toBeLessThan(0.03);
    for (const p of withErrors) expect(p.st).toBe('fault');
    expect(new Set(withErrors.flatMap((p) => p.errors as string[]))).toEqual(
      new Set(['E1', 'E5', 'F3', 'H6', 'P4']),
    );
    const diagnostic = [...logRows(planLogs(20_000, 2000, 80, true, NOW), 'diagnostic', NOW, 12)].map(
      (l) => JSON.parse(String(cells(l).payload)) as Record<string, unknown>,
    );
    expect(diagnostic.some((p) => Array.isArray(p.flt) && p.st === 'fault')).toBe(true);
    expect(diagnostic.every((p) => p.faultTypes === undefined)).toBe(true);
  });

  it('gives the busy device error reports too, in time order', () => {
    const plan = planLogs(1000, 100, 120, false, NOW);
    const rows = [...busyDeviceRows(plan, NOW, 13)].map(cells);
    const ts = rows.map((r) => Number(r.ts));
    for (let i = 1; i < ts.length; i++) expect(ts[i]).toBeGreaterThan(ts[i - 1] ?? 0);
    expect(rows.some((r) => String(r.payload).includes('"errors"'))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRandom } from '../random';
import { createAppliance } from '.';
import { MEAN_SECONDS_BETWEEN_ACTIONS, meanSecondsBetweenActions } from './appliance';

function run(category: string, seed: string, steps: number) {
  const appliance = createAppliance(category, createRandom(seed));
  return Array.from({ length: steps }, () => {
    appliance.step(60);
    return { status: appliance.status(), diagnostics: appliance.diagnostics() };
  });
}

// Controls carry their time (cts) and follow the hour of the day: a fixed clock keeps stories equal.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T14:30:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('appliances', () => {
  it('are used most in the evening, least at night, about every 15 minutes over a day', () => {
    const at = (utc: string) => meanSecondsBetweenActions(Date.parse(utc));
    // 20:00 and 03:00 in UTC+05:30, a Tuesday.
    expect(at('2026-11-24T14:30:00Z')).toBeLessThan(MEAN_SECONDS_BETWEEN_ACTIONS / 1.5);
    expect(at('2026-11-23T21:30:00Z')).toBeGreaterThan(MEAN_SECONDS_BETWEEN_ACTIONS * 5);
    let rate = 0;
    for (let h = 0; h < 24; h++) rate += 1 / at(`2026-11-24T${String(h).padStart(2, '0')}:00:00Z`);
    expect(24 / rate).toBeGreaterThan(MEAN_SECONDS_BETWEEN_ACTIONS * 0.95);
    expect(24 / rate).toBeLessThan(MEAN_SECONDS_BETWEEN_ACTIONS * 1.05);
  });

  it('report who controlled them with the spec codes, and when', () => {
    const reports = run('AC', 'ac-9', 300).map((r) => r.status);
    const controllers = new Set(reports.map((s) => s.cnt));
    for (const code of ['an', 'ios', 'rem']) expect(controllers).toContain(code);
    expect(reports.some((s) => s.cts === Math.floor(Date.now() / 1000))).toBe(true);
  });

  it('tell the same story for the same device, a different one for another', () => {
    expect(run('AC', 'ac-1', 20)).toEqual(run('AC', 'ac-1', 20));
    expect(run('AC', 'ac-1', 20)).not.toEqual(run('AC', 'ac-2', 20));
  });

  it('an AC reports plausible status and diagnostics, and a running AC cools the room to its set point', () => {
    const reports = run('AC', 'ac-3', 300);
    for (const { status, diagnostics } of reports) {
      expect(status.ps).toMatch(/^(on|off)$/);
      expect(status.actmp).toBeGreaterThanOrEqual(16);
      expect(status.actmp).toBeLessThanOrEqual(30);
      expect(['cool', 'dry', 'fan', 'heat', 'auto']).toContain(status.acmd);
      expect(status.acdl).toBeGreaterThanOrEqual(0);
      expect(status.acdl).toBeLessThanOrEqual(100);
      expect(diagnostics?.ifsl).toBeGreaterThanOrEqual(0);
      expect(diagnostics?.ifsl).toBeLessThanOrEqual(6);
      if (status.ps === 'off') expect(diagnostics).toMatchObject({ ifsl: 0, trpm: 0, ofrpm: 0 });
    }
    const cooling = reports.filter(({ status }) => status.ps === 'on' && status.acmd === 'cool');
    expect(cooling.length).toBeGreaterThan(5);
    const gaps = cooling.map(({ status }) => Math.abs(Number(status.rmtmp) - Number(status.actmp)));
    expect(gaps.filter((g) => g < 3).length).toBeGreaterThan(cooling.length / 2);
    // Someone uses it now and then.
    expect(new Set(reports.map(({ status }) => status.lcmd)).size).toBeGreaterThan(2);
  });

  it('other categories report their own fields and no diagnostics', () => {
    const [sw] = run('SWITCHES', 's', 1);
    expect(sw?.status.sw).toBeTypeOf('object');
    expect(sw?.diagnostics).toBeUndefined();
    expect(run('FAN', 'f', 1)[0]?.status).toHaveProperty('fnsp');
    expect(run('LEDLIGHTS', 'l', 1)[0]?.status).toHaveProperty('brt');
    expect(run('REF', 'r', 1)[0]?.status).toHaveProperty('fztmp');
    expect(run('GATEWAY', 'g', 1)[0]?.status).toEqual({ ps: 'on', cnt: expect.any(String), lcmd: 'ps' });
  });

  it('a washing machine runs its program through wash, rinse and spin', () => {
    const states = new Set(run('WM', 'wm-1', 400).map(({ status }) => status.wmst));
    expect(states).toEqual(new Set(['idle', 'wash', 'rinse', 'spin']));
  });
});

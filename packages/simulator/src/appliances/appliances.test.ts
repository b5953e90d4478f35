import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { createAppliance } from '.';

function run(category: string, seed: string, steps: number) {
  const appliance = createAppliance(category, createRandom(seed));
  return Array.from({ length: steps }, () => {
    appliance.step(60);
    return { status: appliance.status(), diagnostics: appliance.diagnostics() };
  });
}

describe('appliances', () => {
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

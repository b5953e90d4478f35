import { DEFAULT_GATE_MARGINS, type GateSettings, HEALTH_SIGNALS } from '@console/contracts/rollouts';
import { createRandom } from '@console/simulator';
import { describe, expect, it } from 'vitest';
import { type GroupCounts, gateVerdict, poissonRateTest } from './health-gate';

/**
 * P(X ≥ x), X ~ Binomial(n, eT / (eT + eC)), for integer exposures, as an exact fraction of
 * BigInts turned into a double at the end: the check the test's float code is held to.
 */
function exactUpperTail(x: number, eT: number, n: number, eC: number): number {
  const [a, b] = [BigInt(eT), BigInt(eC)];
  // From k = n down to x: C(n, k)·aᵏ·bⁿ⁻ᵏ, each factor from the last exactly.
  let choose = 1n;
  let powerA = a ** BigInt(n);
  let powerB = 1n;
  let numerator = 0n;
  for (let k = n; k >= x; k--) {
    numerator += choose * powerA * powerB;
    choose = (choose * BigInt(k)) / BigInt(n - k + 1);
    powerA /= a;
    powerB *= b;
  }
  const denominator = (a + b) ** BigInt(n);
  const shift = denominator.toString(2).length - numerator.toString(2).length + 64;
  return Number((numerator << BigInt(shift)) / denominator) / 2 ** shift;
}

const settings: GateSettings = { margins: DEFAULT_GATE_MARGINS, minDevices: 50, minDeviceHours: 50 };

/** A group whose signals all have `hours` of exposure and the given events (0 for the others). */
function group(devices: number, hours: number, events: Partial<Record<string, number>> = {}): GroupCounts {
  const perSignal = Object.fromEntries(
    HEALTH_SIGNALS.map((s) => [s, { events: events[s] ?? 0, deviceHours: hours }]),
  ) as GroupCounts['perSignal'];
  return { devices, perSignal };
}

const verdict = (treated: GroupCounts, control: GroupCounts, gate = settings) =>
  gateVerdict({ treated, control, controlSource: 'sameModel', settings: gate, now: 1_700_000_000 });

describe('exact conditional test of two Poisson rates', () => {
  it('matches exact rational sums', () => {
    const cases: [number, number, number, number][] = [
      [7, 10, 3, 10], // P(Bin(10, ½) ≥ 7) = 176/1024
      [1, 1, 0, 1],
      [5, 3, 40, 97],
      [12, 24, 30, 240],
      [3, 5, 60, 1],
      [40, 7, 2, 3],
      [74, 24_000, 2_376, 2_376_000],
    ];
    for (const [xT, eT, xC, eC] of cases) {
      const exact = exactUpperTail(xT, eT, xT + xC, eC);
      expect(poissonRateTest(xT, eT, xC, eC) / exact).toBeCloseTo(1, 12);
    }
    expect(exactUpperTail(7, 10, 10, 10)).toBe(176 / 1024);
  });

  it("gives the decision's worked example: 74 reboots where 24 are expected, and 7 where 2.4 are", () => {
    // 1,000 devices for 24 h beside 99,000 at 1 reboot per 1,000 device-hours.
    const large = poissonRateTest(74, 24_000, 2_376, 2_376_000);
    expect(large).toBeGreaterThan(3.8e-16);
    expect(large).toBeLessThan(4e-16);
    // 100 devices beside 9,900: p ≈ 0.012, not below α/5 = 0.002.
    const small = poissonRateTest(7, 2_400, 238, 237_600);
    expect(small).toBeCloseTo(0.0124, 4);
    expect(small / exactUpperTail(7, 2_400, 245, 237_600)).toBeCloseTo(1, 12);
    const gate = verdict(group(100, 2_400, { reboots: 7 }), group(9_900, 237_600, { reboots: 238 }));
    expect(gate.outcome).toBe('passed');
    expect(gate.signals[0]).toMatchObject({ signal: 'reboots', alpha: 0.002, failed: false });
  });

  // Its speed at a million events is not timed here (a busy machine took 54 ms once): the gate's
  // evaluations are in the phased rollout bench.
  it('is 1 where nothing can be tested, and right at a million events', () => {
    expect(poissonRateTest(0, 10, 0, 10)).toBe(1);
    expect(poissonRateTest(0, 10, 5, 10)).toBe(1);
    expect(poissonRateTest(5, 10, 5, 0)).toBe(1);
    expect(poissonRateTest(5, 0, 5, 10)).toBe(1);
    expect(poissonRateTest(3, 10, 0, 10)).toBeCloseTo(1 / 8, 15);
    // Bin(10⁶, ½) one standard deviation above its mean: the normal tail, 0.1587.
    expect(poissonRateTest(500_500, 1e6, 499_500, 1e6)).toBeCloseTo(0.1589, 4);
    expect(poissonRateTest(400_000, 1e6, 600_000, 1e6)).toBe(1);
    expect(poissonRateTest(502_500, 1e6, 497_500, 1e6)).toBeLessThan(3e-7);
  });
});

describe('gate verdict', () => {
  const control = group(2_000, 48_000, { reboots: 48, disconnects: 96, faults: 24, silent: 10, tickets: 5 });

  it('fails a signal only when both the margin and the significance rule hold', () => {
    // 1 per 1,000 dh in control; 3.5 in treated: 2.5 over, p tiny.
    const bad = verdict(group(500, 12_000, { reboots: 42, disconnects: 24 }), control);
    expect(bad.outcome).toBe('failed');
    const reboots = bad.signals.find((s) => s.signal === 'reboots');
    expect(reboots).toMatchObject({ treated: { events: 42, deviceHours: 12_000, rate: 3.5 }, failed: true });
    expect(reboots?.control.rate).toBe(1);
    expect(reboots?.difference).toBeCloseTo(2.5, 12);
    expect(reboots?.pValue).toBeLessThan(1e-7);
    expect(bad.signals.filter((s) => s.failed).map((s) => s.signal)).toEqual(['reboots']);

    // Significant but within the margin: 1.8 over a margin of 2 — passes.
    const withinMargin = verdict(group(500, 12_000, { reboots: 12 + 21 }), control, {
      ...settings,
      margins: { ...DEFAULT_GATE_MARGINS, reboots: 2 },
    });
    const r = withinMargin.signals[0];
    expect(r?.pValue).toBeLessThan(0.002);
    expect(r?.difference).toBeLessThan(2);
    expect(withinMargin.outcome).toBe('passed');

    // Over the margin but not significant: 1 ticket in 120 dh (8.3 per 1,000) — passes.
    const tooFew = verdict(group(60, 120, { tickets: 1 }), control);
    const t = tooFew.signals.find((s) => s.signal === 'tickets');
    expect(t?.difference).toBeGreaterThan(t?.margin ?? Infinity);
    expect(t?.pValue).toBeGreaterThan(0.002);
    expect(tooFew.outcome).toBe('passed');
  });

  it('waits under the minimum sample, whatever the numbers, and says which control it used', () => {
    const awful = { reboots: 500, faults: 500 };
    expect(verdict(group(49, 12_000, awful), control).outcome).toBe('waiting');
    expect(verdict(group(500, 49.9, awful), control).outcome).toBe('waiting');
    expect(verdict(group(49, 12_000, awful), control).signals.some((s) => s.failed)).toBe(false);
    expect(verdict(group(50, 50, awful), control).outcome).toBe('failed');
    const history = gateVerdict({
      treated: group(50, 50),
      control,
      controlSource: 'modelHistory',
      settings,
      now: 42,
    });
    expect(history).toMatchObject({
      outcome: 'passed',
      control: 'modelHistory',
      treatedDevices: 50,
      controlDevices: 2_000,
      evaluatedAt: 42,
    });
    expect(history.signals.map((s) => s.signal)).toEqual([...HEALTH_SIGNALS]);
  });

  /** Poisson draws by inversion: adds up the probabilities until the uniform draw is passed. */
  function poisson(random: () => number, mean: number): number {
    const u = random();
    let k = 0;
    let p = Math.exp(-mean);
    let sum = p;
    while (u > sum && k < 10_000) {
      k++;
      p *= mean / k;
      sum += p;
    }
    return k;
  }

  /** The share of gates that fail over many seeded draws, treated rates × `factor` of the control's. */
  function failShare(runs: number, factor: number, seed: string): number {
    const rng = createRandom(seed);
    const ratesPerThousand = [1, 2, 0.5, 0.8, 0.3];
    const [hoursT, hoursC] = [24_000, 120_000];
    const noMargins = {
      ...settings,
      margins: { reboots: 0, disconnects: 0, faults: 0, silent: 0, tickets: 0 },
    };
    let failed = 0;
    for (let i = 0; i < runs; i++) {
      const draw = (hours: number, f: number) =>
        Object.fromEntries(
          HEALTH_SIGNALS.map((s, j) => [
            s,
            poisson(rng.next, ((ratesPerThousand[j] ?? 1) * f * hours) / 1000),
          ]),
        );
      const gate = verdict(
        group(1_000, hoursT, draw(hoursT, factor)),
        group(5_000, hoursC, draw(hoursC, 1)),
        noMargins,
      );
      if (gate.outcome === 'failed') failed++;
    }
    return failed / runs;
  }

  it('stops a clean release at most α of the time, and a bad one nearly always', () => {
    // No margins, so the significance rule alone decides: its false stops are at most α = 0.01.
    const clean = failShare(4_000, 1, 'clean release');
    expect(clean).toBeLessThanOrEqual(0.01);
    // Twice the rates on 1,000 devices over a day: the test must see it.
    expect(failShare(400, 2, 'bad release')).toBeGreaterThan(0.95);
  });
});

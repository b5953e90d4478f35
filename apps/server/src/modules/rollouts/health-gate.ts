import {
  type GateSettings,
  type GateVerdict,
  HEALTH_SIGNALS,
  type HealthSignal,
  type SignalVerdict,
} from '@console/contracts/rollouts';

/*
 * The health gate's statistics (decision 0035, "Health gate statistics"): pure, no database.
 * The binomial probabilities follow Loader's saddle-point method ("Fast and accurate computation
 * of binomial probabilities", 2000; R's dbinom): accurate to a few ulps even at n = 10⁶ and for
 * tails far below 10⁻¹⁵, where log-gamma differences lose digits.
 */

/** log(n!) − log(√(2πn)·(n/e)ⁿ), Stirling's error, for an integer n ≥ 0. */
function stirlingError(n: number): number {
  if (n <= 15) {
    let logFactorial = 0;
    for (let k = 2; k <= n; k++) logFactorial += Math.log(k);
    return n === 0 ? 0 : logFactorial - (n + 0.5) * Math.log(n) + n - 0.5 * Math.log(2 * Math.PI);
  }
  const nn = n * n;
  const [s0, s1, s2, s3, s4] = [1 / 12, 1 / 360, 1 / 1260, 1 / 1680, 1 / 1188];
  if (n > 500) return (s0 - s1 / nn) / n;
  if (n > 80) return (s0 - (s1 - s2 / nn) / nn) / n;
  if (n > 35) return (s0 - (s1 - (s2 - s3 / nn) / nn) / nn) / n;
  return (s0 - (s1 - (s2 - (s3 - s4 / nn) / nn) / nn) / nn) / n;
}

/** x·log(x/m) + m − x without the cancellation of computing it as written when x ≈ m. */
function deviance(x: number, m: number): number {
  if (Math.abs(x - m) >= 0.1 * (x + m)) return x * Math.log(x / m) + m - x;
  let v = (x - m) / (x + m);
  let sum = (x - m) * v;
  let term = 2 * x * v;
  v *= v;
  for (let j = 1; j < 1000; j++) {
    term *= v;
    const next = sum + term / (2 * j + 1);
    if (next === sum) return next;
    sum = next;
  }
  return sum;
}

/** P(X = k) for X ~ Binomial(n, p), q = 1 − p given apart so a p near 1 keeps its digits. */
export function binomialProbability(k: number, n: number, p: number, q: number): number {
  if (k < 0 || k > n) return 0;
  if (p === 0) return k === 0 ? 1 : 0;
  if (q === 0) return k === n ? 1 : 0;
  if (k === 0) return Math.exp(p < 0.1 ? -deviance(n, n * q) - n * p : n * Math.log(q));
  if (k === n) return Math.exp(q < 0.1 ? -deviance(n, n * p) - n * q : n * Math.log(p));
  const log =
    stirlingError(n) - stirlingError(k) - stirlingError(n - k) - deviance(k, n * p) - deviance(n - k, n * q);
  return Math.exp(log - 0.5 * (Math.log(2 * Math.PI) + Math.log(k) + Math.log1p(-k / n)));
}

/**
 * Sums the probabilities from k outwards, each from the last by its ratio, until they no longer
 * change the sum. The terms shrink away from the mode, so the sum starts with its largest.
 */
function tailFrom(k: number, n: number, p: number, q: number, upward: boolean): number {
  let term = binomialProbability(k, n, p, q);
  let sum = term;
  for (let j = k; term > sum * 1e-17 && (upward ? j < n : j > 0); upward ? j++ : j--) {
    term *= upward ? ((n - j) / (j + 1)) * (p / q) : (j / (n - j + 1)) * (q / p);
    sum += term;
  }
  return sum;
}

/**
 * The exact conditional test of two Poisson rates: given n = xT + xC events, xT ~ Binomial(n,
 * eT / (eT + eC)) when the rates are equal. Returns the one-sided p-value P(X ≥ xT), the chance of
 * the treated group seeing this many events or more if it were no worse. 1 when nothing can be
 * tested (no events, no exposure on either side).
 */
export function poissonRateTest(xT: number, eT: number, xC: number, eC: number): number {
  const n = xT + xC;
  if (n === 0 || xT === 0 || !(eT > 0) || !(eC > 0)) return 1;
  const p = eT / (eT + eC);
  const q = eC / (eT + eC);
  // Above the mode the upper tail is small: sum it. At or below, 1 − the (smaller) lower tail.
  if (xT > (n + 1) * p) return Math.min(1, tailFrom(xT, n, p, q, true));
  return Math.max(0, 1 - tailFrom(xT - 1, n, p, q, false));
}

/** Events and exposure of one signal in one group. */
export interface SignalCounts {
  events: number;
  deviceHours: number;
}

/** One group's devices and counts, as `healthSignals` returns them. */
export interface GroupCounts {
  devices: number;
  perSignal: Record<HealthSignal, SignalCounts>;
}

export interface GateInput {
  treated: GroupCounts;
  control: GroupCounts;
  controlSource: GateVerdict['control'];
  settings: GateSettings;
  /** Epoch seconds, stored as `evaluatedAt`. */
  now: number;
  /** Family-wise significance level, shared by the signals (Bonferroni); default 0.01. */
  alpha?: number;
}

export const GATE_ALPHA = 0.01;

const perThousandHours = (c: SignalCounts) => (c.deviceHours > 0 ? (1000 * c.events) / c.deviceHours : 0);

/**
 * The gate's verdict: `waiting` while the treated group is under the minimum sample (devices or
 * device-hours); else a signal fails when the treated rate exceeds the control's by more than its
 * margin AND the exact test is significant at α / 5; any failed signal fails the gate. The
 * signals' numbers are given in every outcome (none marked failed while waiting).
 */
export function gateVerdict(input: GateInput): GateVerdict {
  const { treated, control, settings } = input;
  const alpha = (input.alpha ?? GATE_ALPHA) / HEALTH_SIGNALS.length;
  const treatedHours = Math.min(...HEALTH_SIGNALS.map((s) => treated.perSignal[s].deviceHours));
  const waiting = treated.devices < settings.minDevices || treatedHours < settings.minDeviceHours;
  const signals = HEALTH_SIGNALS.map((signal): SignalVerdict => {
    const t = treated.perSignal[signal];
    const c = control.perSignal[signal];
    const rateT = perThousandHours(t);
    const rateC = perThousandHours(c);
    const difference = rateT - rateC;
    const margin = settings.margins[signal];
    const pValue = poissonRateTest(t.events, t.deviceHours, c.events, c.deviceHours);
    return {
      signal,
      treated: { ...t, rate: rateT },
      control: { ...c, rate: rateC },
      difference,
      margin,
      pValue,
      alpha,
      failed: !waiting && difference > margin && pValue < alpha,
    };
  });
  return {
    outcome: waiting ? 'waiting' : signals.some((s) => s.failed) ? 'failed' : 'passed',
    control: input.controlSource,
    treatedDevices: treated.devices,
    controlDevices: control.devices,
    signals,
    evaluatedAt: input.now,
  };
}

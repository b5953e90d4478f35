import type { Random } from '../random';

export type Payload = Record<string, unknown>;

/** One simulated appliance: its state drifts over time, and now and then "someone" changes it. */
export interface Appliance {
  /** Advances by `seconds` of simulated time. */
  step(seconds: number): void;
  /** Category-specific status fields plus ps, cnt and lcmd (docs/mqtt.md). */
  status(): Payload;
  /** Diagnostics fields (spec 000 section 3), for categories that report them. */
  diagnostics(): Payload | undefined;
  /** Running a cycle now (a wash, an AC cooling at its set point): no FOTA installs meanwhile. */
  cycleRunning?(): boolean;
}

/** On average over a day, someone changes an appliance this often (seconds). */
export const MEAN_SECONDS_BETWEEN_ACTIONS = 15 * 60;

/**
 * How busy people are with their appliances by hour of the local day (UTC+05:30, the fleet's
 * market): quiet at night, a morning peak, a long evening peak; weekends a fifth busier. The
 * weights average 1, so MEAN_SECONDS_BETWEEN_ACTIONS stays the daily mean.
 */
const HOURLY_RHYTHM = [
  0.15, 0.1, 0.1, 0.1, 0.15, 0.4, 1.1, 1.6, 1.5, 1.2, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 1.0, 1.3, 1.7, 2.0, 2.1,
  1.9, 1.4, 0.6,
];
const LOCAL_OFFSET_MS = 19_800_000;

/** The mean time between actions at this moment of the day and week. */
export function meanSecondsBetweenActions(now = Date.now()): number {
  const local = new Date(now + LOCAL_OFFSET_MS);
  const weekend = local.getUTCDay() === 0 || local.getUTCDay() === 6 ? 1.2 : 1;
  return MEAN_SECONDS_BETWEEN_ACTIONS / ((HOURLY_RHYTHM[local.getUTCHours()] ?? 1) * weekend);
}

/**
 * Who or what changed the appliance last (status field cnt): the Android and iOS apps, Alexa,
 * Google voice, the remote, or a schedule; in this mix.
 */
export const CHANNELS = ['an', 'an', 'an', 'an', 'ios', 'ios', 'rem', 'rem', 'ava', 'gva', 'sch'] as const;

/** Power state and the last control, shared by every category. */
export class Controls {
  ps: 'on' | 'off';
  cnt: string;
  lcmd: string;
  /** When the last control happened (seconds); a report with a newer one is a control to the server. */
  cts: number | undefined;
  constructor(private readonly rng: Random) {
    this.ps = rng.chance(0.6) ? 'on' : 'off';
    this.cnt = rng.pick(CHANNELS);
    this.lcmd = 'ps';
  }
  /** Records a user action on the field `code`. */
  touched(code: string) {
    this.cnt = this.rng.pick(CHANNELS);
    this.lcmd = code;
    this.cts = Math.floor(Date.now() / 1000);
  }
  togglePower() {
    this.ps = this.ps === 'on' ? 'off' : 'on';
    this.touched('ps');
  }
  get on() {
    return this.ps === 'on';
  }
  fields(): Payload {
    return { ps: this.ps, cnt: this.cnt, lcmd: this.lcmd, ...(this.cts ? { cts: this.cts } : {}) };
  }
}

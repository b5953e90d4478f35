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
}

/** On average, someone changes an appliance this often (seconds). */
export const MEAN_SECONDS_BETWEEN_ACTIONS = 15 * 60;

/** Who or what changed the appliance last (status field cnt). */
export const CHANNELS = ['app', 'remote', 'alexa', 'googleHome', 'schedule'] as const;

/** Power state and the last control, shared by every category. */
export class Controls {
  ps: 'on' | 'off';
  cnt: string;
  lcmd: string;
  constructor(private readonly rng: Random) {
    this.ps = rng.chance(0.6) ? 'on' : 'off';
    this.cnt = rng.pick(CHANNELS);
    this.lcmd = 'ps';
  }
  /** Records a user action on the field `code`. */
  touched(code: string) {
    this.cnt = this.rng.pick(CHANNELS);
    this.lcmd = code;
  }
  togglePower() {
    this.ps = this.ps === 'on' ? 'off' : 'on';
    this.touched('ps');
  }
  get on() {
    return this.ps === 'on';
  }
  fields(): Payload {
    return { ps: this.ps, cnt: this.cnt, lcmd: this.lcmd };
  }
}

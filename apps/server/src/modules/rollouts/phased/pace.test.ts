import { describe, expect, it } from 'vitest';
import { paceRate, tokensNow } from './pace';

const unpaced = { devicesPerMinute: null, megabytesPerSecond: null, rampFromPerMinute: null };
const at = (s: number) => new Date(1_700_000_000_000 + s * 1000);

describe('rollout pacing', () => {
  it('is unpaced without a budget', () => {
    expect(paceRate(unpaced, 1_000_000, at(0), at(10), 60)).toBeNull();
  });

  it('takes the tighter of devices a minute and megabytes a second', () => {
    // 600 devices a minute is 10 a second; 4 MB/s of a 2 MB image is 2 a second.
    expect(paceRate({ ...unpaced, devicesPerMinute: 600 }, 2_000_000, at(0), at(0), 60)).toBe(10);
    expect(
      paceRate({ ...unpaced, devicesPerMinute: 600, megabytesPerSecond: 4 }, 2_000_000, at(0), at(0), 60),
    ).toBe(2);
  });

  it('ramps from its start, doubling every minute, up to the budget', () => {
    const ramp = { ...unpaced, devicesPerMinute: 600, rampFromPerMinute: 60 };
    expect(paceRate(ramp, null, at(0), at(0), 60)).toBe(1);
    expect(paceRate(ramp, null, at(0), at(120), 60)).toBe(4);
    expect(paceRate(ramp, null, at(0), at(600), 60)).toBe(10);
    // A shortened minute (tests, the bench) ramps as fast in its own time.
    expect(paceRate(ramp, null, at(0), at(2), 1)).toBe(4);
  });

  it('refills its bucket at the rate, up to two seconds of it', () => {
    expect(tokensNow(null, null, at(0), 10)).toBe(10);
    expect(tokensNow(0, at(0), at(0.5), 10)).toBe(5);
    expect(tokensNow(3, at(0), at(60), 10)).toBe(20);
    // A slow budget still lets one device through once a device's worth has built up.
    expect(tokensNow(0, at(0), at(30), 1 / 60)).toBeCloseTo(0.5);
    expect(tokensNow(0, at(0), at(600), 1 / 60)).toBe(1);
  });
});

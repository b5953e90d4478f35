import { describe, expect, it } from 'vitest';
import { context, fota } from './command-test-context';
import { handleCommand } from './commands';
import { fotaFaultsOf } from './fleet';
import {
  BAD_RELEASE_FAULT,
  badReleaseTick,
  FOTA_FAILURE_REASONS,
  type FotaFaults,
  NO_FOTA_FAULTS,
  planFota,
} from './fota-faults';
import type { CommandResultMessage } from './protocol';
import { createRandom } from './random';

function run(faults: Partial<FotaFaults>, cycleRunning = false) {
  const { ctx, results } = context({
    faults: fotaFaultsOf({ fotaFaults: faults }),
    cycleRunning: () => cycleRunning,
    random: () => 0.3,
  });
  return { ctx, results, done: handleCommand(fota, ctx) };
}
const steps = (results: CommandResultMessage[]) =>
  results.map((r) =>
    [r.status, r.stage ?? r.reason ?? null, r.percent ?? null].filter((x) => x !== null).join(' '),
  );

describe('FOTA failure shares', () => {
  it('give each reason, offline and revert their share of a seeded population, within 1 %', () => {
    const faults = fotaFaultsOf({
      fotaFaults: {
        failureShares: {
          downloadFailed: 0.05,
          checksumMismatch: 0.02,
          signatureInvalid: 0.01,
          installFailed: 0.04,
          busy: 0.03,
        },
        offlineMidDownload: 0.02,
        revert: 0.05,
      },
    });
    const rng = createRandom(31);
    const counts = new Map<string, number>();
    const N = 50_000;
    for (let i = 0; i < N; i++) {
      const plan = planFota(rng.next, faults);
      const key = 'fail' in plan ? plan.fail : 'offline' in plan ? 'offline' : plan.revert ? 'revert' : 'ok';
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const share = (key: string) => (counts.get(key) ?? 0) / N;
    for (const reason of FOTA_FAILURE_REASONS)
      expect(share(reason)).toBeCloseTo(faults.failureShares[reason] ?? 0, 2);
    expect(share('offline')).toBeCloseTo(0.02, 2);
    expect(share('revert')).toBeCloseTo(0.05, 2);
    expect(share('ok')).toBeCloseTo(0.78, 2);
  });

  it('are none unless set, and must fit in 1', () => {
    expect(planFota(() => 0, fotaFaultsOf({}))).toEqual({ revert: false });
    expect(fotaFaultsOf({ installFailureRate: 0.2 }).failureShares).toEqual({ installFailed: 0.2 });
    expect(() => fotaFaultsOf({ fotaFaults: { failureShares: { busy: 0.6 }, revert: 0.5 } })).toThrow(
      /more than 1/,
    );
    expect(() => fotaFaultsOf({ fotaFaults: { offlineMidDownload: -0.1 } })).toThrow(/between 0 and 1/);
    const typo = { failureShares: { downloadFail: 0.1 } } as unknown as FotaFaults;
    expect(() => fotaFaultsOf({ fotaFaults: typo })).toThrow(/unknown FOTA failure reason downloadFail/);
  });
});

describe('a FOTA going wrong at its stage', () => {
  it('reports its stages on a clean install', async () => {
    const { results, done } = run({});
    await done;
    expect(steps(results)).toEqual([
      'accepted',
      'progress downloading 0',
      'progress downloading 100',
      'progress verifying',
      'progress installing',
      'success',
    ]);
  });

  it.each([
    [
      'downloadFailed',
      ['accepted', 'progress downloading 0', 'progress downloading 25', 'failure downloadFailed'],
    ],
    [
      'checksumMismatch',
      [
        'accepted',
        'progress downloading 0',
        'progress downloading 100',
        'progress verifying',
        'failure checksumMismatch',
      ],
    ],
    [
      'signatureInvalid',
      [
        'accepted',
        'progress downloading 0',
        'progress downloading 100',
        'progress verifying',
        'failure signatureInvalid',
      ],
    ],
    [
      'installFailed',
      [
        'accepted',
        'progress downloading 0',
        'progress downloading 100',
        'progress verifying',
        'progress installing',
        'failure installFailed',
      ],
    ],
    ['busy', ['failure busy']],
  ] as const)('%s', async (reason, expected) => {
    const { ctx, results, done } = run({ failureShares: { [reason]: 1 } });
    await done;
    expect(steps(results)).toEqual(expected);
    expect(results.at(-1)?.detail).toMatch(/simulated/);
    expect(ctx.setFirmwareVersion).not.toHaveBeenCalled();
  });

  it('drops off mid-download and never answers that command', async () => {
    const { ctx, results, done } = run({ offlineMidDownload: 1 });
    await done;
    expect(steps(results)).toEqual(['accepted', 'progress downloading 0', 'progress downloading 25']);
    expect(ctx.dropOffline).toHaveBeenCalledOnce();
    expect(ctx.fetch).not.toHaveBeenCalled();
  });

  it('reports success, then reverts later', async () => {
    const { ctx, results, done } = run({ revert: 1 });
    await done;
    expect(results.at(-1)?.status).toBe('success');
    expect(ctx.setFirmwareVersion).toHaveBeenCalledWith('2.0');
    expect(ctx.revertLater).toHaveBeenCalledOnce();
  });

  it('refuses with busy while a cycle runs, only when set to', async () => {
    const busy = run({ busyDuringCycle: true }, true);
    await busy.done;
    expect(steps(busy.results)).toEqual(['failure busy']);
    expect(busy.results[0]?.detail).toMatch(/cycle/);
    const idle = run({ busyDuringCycle: true }, false);
    await idle.done;
    expect(idle.results.at(-1)?.status).toBe('success');
    const unset = run({}, true);
    await unset.done;
    expect(unset.results.at(-1)?.status).toBe('success');
  });
});

describe('a bad release', () => {
  it('reboots and faults at its rates per hour over a seeded population, within 10 %', () => {
    const bad = { versions: ['2.0-bad'], rebootsPerHour: 2, faultsPerHour: 6 };
    const rng = createRandom(7);
    let reboots = 0;
    let faults = 0;
    const ticks = 40_000;
    const seconds = 15;
    for (let i = 0; i < ticks; i++) {
      const tick = badReleaseTick(rng, seconds, bad);
      if (tick.reboot) reboots++;
      if (tick.fault) faults++;
    }
    const hours = (ticks * seconds) / 3600;
    expect(reboots / hours).toBeGreaterThan(2 * 0.9);
    expect(reboots / hours).toBeLessThan(2 * 1.1);
    expect(faults / hours).toBeGreaterThan(6 * 0.9);
    expect(faults / hours).toBeLessThan(6 * 1.1);
    expect(badReleaseTick(rng, seconds, NO_FOTA_FAULTS.badRelease)).toEqual({ fault: false, reboot: false });
    expect(BAD_RELEASE_FAULT).toMatch(/^[A-Z0-9]+$/);
  });
});

import { describe, expect, it } from 'vitest';
import { stopReasons } from './stop-reasons';

describe('stop reasons', () => {
  it('group the counts of a failure share by thousands', () => {
    expect(stopReasons.failureShare({ failed: 7, answered: 40, percent: 17.5, limit: 5 })).toBe(
      '7 of 40 devices that answered failed (17.5 %), above the 5 % limit.',
    );
    expect(stopReasons.failureShare({ failed: 1234, answered: 40000, percent: 3.085, limit: 2.5 })).toBe(
      '1,234 of 40,000 devices that answered failed (3.1 %), above the 2.5 % limit.',
    );
  });

  it('group an absolute limit, the rollback count and a phase of a large rollout alike', () => {
    expect(stopReasons.maxFailures({ failed: 12500, limit: 10000 })).toBe(
      '12,500 devices failed, the limit is 10,000.',
    );
    expect(stopReasons.inPhase(0, stopReasons.maxFailures({ failed: 2, limit: 2 }))).toBe(
      'Phase 1: 2 devices failed, the limit is 2.',
    );
    expect(stopReasons.rolledBack(1234)).toBe('Rolled back 1,234 devices.');
    expect(stopReasons.noRollbackImage(['1.0', '1.1'])).toBe(
      'No rollback to 1.0, 1.1: no image was uploaded.',
    );
    expect(stopReasons.rollbackNotSent).toBe('Rollback not sent: the broker could not be reached.');
    expect(stopReasons.abortedBy('demo.l4')).toBe('Aborted by demo.l4.');
  });

  it('name each failed health signal with its rates to two decimals, grouped, and its p-value', () => {
    expect(
      stopReasons.gateFailed(1, [
        { signal: 'reboots', treated: 1234.5, control: 10, pValue: 1e-9 },
        { signal: 'faults', treated: 3, control: 0.25, pValue: 0.0123 },
      ]),
    ).toBe(
      'Phase 2: the health gate failed on reboots 1,234.50 against 10.00 per 1,000 device-hours (p = 1.0e-9); faults 3.00 against 0.25 per 1,000 device-hours (p = 0.012).',
    );
  });
});

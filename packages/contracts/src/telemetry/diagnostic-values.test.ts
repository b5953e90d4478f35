import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { diagnosticValue, FILTER_STATUS, RPM_LIMIT_REASON } from './diagnostic-values';

describe('diagnosticValue', () => {
  it('turns coded filter status and RPM limit reason into their words', () => {
    expect(diagnosticValue('fst', FILTER_STATUS.ok)).toBe(messages.filterStatusOk);
    expect(diagnosticValue('fst', 1)).toBe('clean required');
    expect(diagnosticValue('fst', 2)).toBe(messages.filterStatusBlocked);
    expect(diagnosticValue('rlr', RPM_LIMIT_REASON.none)).toBe('none');
    expect(diagnosticValue('rlr', 1)).toBe(messages.rpmLimitCurrent);
    expect(diagnosticValue('rlr', 2)).toBe(messages.rpmLimitDischargeTemperature);
  });

  it('keeps unknown codes, words and other readings as they are', () => {
    expect(diagnosticValue('rlr', 77)).toBe(77);
    expect(diagnosticValue('fst', 'clean required')).toBe('clean required');
    expect(diagnosticValue('idt', 0)).toBe(0);
    expect(diagnosticValue('fst', null)).toBeNull();
  });
});

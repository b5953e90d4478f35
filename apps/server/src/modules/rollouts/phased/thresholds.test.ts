import { describe, expect, it } from 'vitest';
import { thresholdBreach } from './thresholds';

const rule = { maxFailures: null, maxFailurePercent: 5, minAnswered: 20 };

describe('failure thresholds', () => {
  it('waits for the minimum of answers before a share can stop a phase', () => {
    expect(thresholdBreach(rule, { failed: 3, installed: 10 })).toBeNull();
    expect(thresholdBreach(rule, { failed: 3, installed: 17 })).toBe(
      '3 of 20 devices that answered failed (15.0 %), above the 5 % limit.',
    );
  });

  it('lets a share at the limit pass and counts rolled-back devices as failed', () => {
    expect(thresholdBreach(rule, { failed: 1, installed: 19 })).toBeNull();
    expect(thresholdBreach(rule, { failed: 1, rolledBack: 1, installed: 18 })).toContain('2 of 20');
  });

  it('stops at an absolute count whatever answered', () => {
    const absolute = { ...rule, maxFailures: 2, maxFailurePercent: null };
    expect(thresholdBreach(absolute, { failed: 1 })).toBeNull();
    expect(thresholdBreach(absolute, { failed: 2 })).toBe('2 devices failed, the limit is 2.');
  });

  it('writes large counts grouped by thousands, as people read them', () => {
    expect(thresholdBreach({ ...rule, maxFailurePercent: 2.5 }, { failed: 1234, installed: 38766 })).toBe(
      '1,234 of 40,000 devices that answered failed (3.1 %), above the 2.5 % limit.',
    );
    expect(thresholdBreach({ ...rule, maxFailures: 1000 }, { failed: 1200, installed: 5 })).toBe(
      '1,200 devices failed, the limit is 1,000.',
    );
  });

  it('ignores devices still on their way', () => {
    expect(thresholdBreach(rule, { queued: 500, sent: 400, downloading: 100 })).toBeNull();
  });
});

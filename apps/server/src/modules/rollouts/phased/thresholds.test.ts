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

  it('ignores devices still on their way', () => {
    expect(thresholdBreach(rule, { queued: 500, sent: 400, downloading: 100 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_RANGE_DAYS, auditRangeProblem } from './audit-range';

const now = 1_800_000_000;
const day = 86_400;

describe('the audit date filter', () => {
  it('takes no dates, or both within the rules', () => {
    expect(auditRangeProblem({}, now)).toBeUndefined();
    expect(auditRangeProblem({ from: now - day, to: now }, now)).toBeUndefined();
    expect(auditRangeProblem({ from: now - AUDIT_RANGE_DAYS * day + 1, to: now }, now)).toBeUndefined();
  });

  it('names the first rule broken', () => {
    expect(auditRangeProblem({ from: now - day }, now)).toBe('auditDatesBoth');
    expect(auditRangeProblem({ to: now }, now)).toBe('auditDatesBoth');
    expect(auditRangeProblem({ from: now - day, to: now + 60 }, now)).toBe('auditDateInFuture');
    expect(auditRangeProblem({ from: now - day, to: now + 60 }, now, 300)).toBeUndefined();
    expect(auditRangeProblem({ from: now, to: now - day }, now)).toBe('auditEndBeforeStart');
    expect(auditRangeProblem({ from: now - AUDIT_RANGE_DAYS * day, to: now }, now)).toBe('auditRangeTooLong');
  });
});

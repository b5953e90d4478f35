import { type StageCounts, stopReasons } from '@console/contracts/rollouts';

interface FailureThresholds {
  maxFailures: number | null;
  maxFailurePercent: number | null;
  minAnswered: number;
}

/**
 * Whether a phase's failures stop the rollout, and why in words: at `maxFailures` failed devices,
 * or above `maxFailurePercent` of the devices that answered once at least `minAnswered` have (so
 * the first failure of a phase is not 100 %). A device that installed and then reported its old
 * version counts as failed. The words are the catalogue's, counts grouped by thousands.
 */
export function thresholdBreach(t: FailureThresholds, counts: StageCounts): string | null {
  const failed = (counts.failed ?? 0) + (counts.rolledBack ?? 0);
  const answered = failed + (counts.installed ?? 0);
  if (t.maxFailures !== null && failed >= t.maxFailures)
    return stopReasons.maxFailures({ failed, limit: t.maxFailures });
  if (t.maxFailurePercent === null || answered < t.minAnswered || answered === 0) return null;
  const percent = (failed * 100) / answered;
  if (percent <= t.maxFailurePercent) return null;
  return stopReasons.failureShare({ failed, answered, percent, limit: t.maxFailurePercent });
}

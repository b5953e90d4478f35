import type { Pacing } from '@console/contracts/rollouts';

/** Seconds of sending a paced rollout may save up while it had nothing to send (its burst). */
const BURST_SECONDS = 2;

/**
 * Devices a second a rollout may send to now, or null when unpaced: the tighter of its devices a
 * minute and its megabytes a second (over the image's size), and with a ramp, rampFromPerMinute
 * doubled for every (soak) minute since the phase started.
 */
export function paceRate(
  pacing: Pacing,
  imageBytes: number | null,
  phaseStartedAt: Date | null,
  now: Date,
  minuteSeconds: number,
): number | null {
  const limits: number[] = [];
  if (pacing.devicesPerMinute !== null) limits.push(pacing.devicesPerMinute / 60);
  if (pacing.megabytesPerSecond !== null && imageBytes)
    limits.push((pacing.megabytesPerSecond * 1_000_000) / imageBytes);
  if (pacing.rampFromPerMinute !== null) {
    const minutes = Math.max(0, now.getTime() - (phaseStartedAt ?? now).getTime()) / 1000 / minuteSeconds;
    // Capped so 2 ** minutes stays finite; the budget above caps the rate anyway.
    limits.push((pacing.rampFromPerMinute / 60) * 2 ** Math.min(minutes, 40));
  }
  return limits.length > 0 ? Math.min(...limits) : null;
}

/**
 * A token bucket kept in the rollout's row (so every server draws on one): the tokens saved at
 * `savedAt`, refilled at `rate` a second since, up to BURST_SECONDS of it (at least one device).
 */
export function tokensNow(saved: number | null, savedAt: Date | null, now: Date, rate: number): number {
  const cap = Math.max(1, rate * BURST_SECONDS);
  if (saved === null || savedAt === null) return Math.min(cap, rate);
  return Math.min(cap, saved + (Math.max(0, now.getTime() - savedAt.getTime()) / 1000) * rate);
}

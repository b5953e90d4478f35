/** Priority sent when the form leaves it out (spec 001 section 9). */
export const DEFAULT_PRIORITY = 'high';

/**
 * How many of `upgradable` devices a trigger of `percentage` picks: rounded up, so any percentage
 * above 0 of a non-empty fleet reaches at least one device, 0 picks none and 100 picks all.
 * Example: 10% of 25 devices is 2.5, so 3 devices.
 */
export function devicesForPercentage(upgradable: number, percentage: number): number {
  if (upgradable <= 0 || percentage <= 0) return 0;
  if (percentage >= 100) return upgradable;
  // Integer arithmetic: 7% of 100 is 7, not 7.000000000000001 rounded up to 8.
  return Math.ceil((upgradable * Math.round(percentage)) / 100);
}

import { z } from 'zod';
import { messages } from '../messages';

/**
 * A rollout's share of the model's upgradable devices: an integer from 0 to 100 (spec 001 section 5),
 * 'Invalid Percentage Value' otherwise. The forms check the typed value with it as it is, so 150 or
 * 12.5 is refused with the message, never rounded or clamped into a valid batch.
 */
export const Percentage = z
  .number(messages.invalidPercentage)
  .int(messages.invalidPercentage)
  .min(0, messages.invalidPercentage)
  .max(100, messages.invalidPercentage);

export const isPercentage = (value: unknown): value is number => Percentage.safeParse(value).success;

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

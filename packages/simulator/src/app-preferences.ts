import type { ChannelType, OptOutChange, OptOutScope } from '@console/contracts/notifications';
import type { Random } from './random';

/**
 * What people change in an app's notification settings, by how often: mostly they turn promotions
 * off (by push most of all), sometimes a whole channel, and now and then they turn one back on.
 */
const CHANGES: { weight: number; channel: ChannelType; severity: OptOutScope; optedOut: boolean }[] = [
  { weight: 40, channel: 'push', severity: 'promotion', optedOut: true },
  { weight: 15, channel: 'email', severity: 'promotion', optedOut: true },
  { weight: 10, channel: 'sms', severity: 'promotion', optedOut: true },
  { weight: 8, channel: 'push', severity: 'recommendation', optedOut: true },
  { weight: 7, channel: 'sms', severity: 'all', optedOut: true },
  { weight: 10, channel: 'push', severity: 'promotion', optedOut: false },
  { weight: 5, channel: 'email', severity: 'all', optedOut: false },
  { weight: 5, channel: 'sms', severity: 'all', optedOut: false },
];
const TOTAL = CHANGES.reduce((n, c) => n + c.weight, 0);

/** One change an app user makes to their notification preferences (the app's own call's body). */
export function preferenceChangeFrom(random: Random): OptOutChange {
  let left = random.next() * TOTAL;
  for (const { weight, ...change } of CHANGES) {
    left -= weight;
    if (left < 0) return change;
  }
  const { weight: _, ...last } = CHANGES[CHANGES.length - 1] as (typeof CHANGES)[number];
  return last;
}

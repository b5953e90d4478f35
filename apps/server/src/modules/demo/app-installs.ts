import type { appInstalls, endUsers } from '../../platform/db/schema';
import type { Rng } from './prng';

const DAY = 86_400;
const APP_VERSIONS = ['5.0.3', '5.1.0', '5.2.1', '5.2.4'] as const;

/**
 * The appliance app on end users' phones, for notification targeting: most users have one install
 * (some a second, on the other platform), last seen within 120 days. About one in twelve never
 * allowed push (no token) and about one in twenty has a token the outbox refuses (`rejected-…`,
 * NOTIFY_OUTBOX_REJECT_PREFIX), so a broadcast shows real token-not-found counts.
 */
export function buildAppInstalls(rng: Rng, nowSec: number, users: (typeof endUsers.$inferInsert)[]) {
  const rows: (typeof appInstalls.$inferInsert)[] = [];
  for (const user of users) {
    const first = rng.chance(0.6) ? 'an' : 'ios';
    const platforms = rng.chance(0.15) ? [first, first === 'an' ? 'ios' : 'an'] : [first];
    for (const platform of platforms as ('an' | 'ios')[]) {
      const token = rng.chance(1 / 12)
        ? null
        : `${rng.chance(0.05) ? 'rejected-' : ''}${platform}-${rng.hex(40).toLowerCase()}`;
      rows.push({
        tenantId: user.tenantId,
        userId: user.id,
        platform,
        pushToken: token,
        appVersion: rng.pick(APP_VERSIONS),
        lastLogin: new Date((nowSec - rng.int(0, 120 * DAY)) * 1000),
      });
    }
  }
  return rows;
}

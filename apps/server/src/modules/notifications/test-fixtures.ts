import type { Db } from '../../platform/db/client';
import { appInstalls, endUsers, homeMembers, homes } from '../../platform/db/schema';

const DAY_MS = 86_400_000;

/**
 * `count` end users `${prefix}-0001`… of one tenant and country, each with an app install: every
 * `rejectEvery`-th user's token is one the outbox refuses, every `noTokenEvery`-th user has none.
 */
export async function insertAppUsers(
  db: Db,
  options: {
    prefix: string;
    count: number;
    country?: string;
    tenantId?: string;
    platform?: 'an' | 'ios';
    rejectEvery?: number;
    noTokenEvery?: number;
    lastLoginDaysAgo?: number;
  },
) {
  const tenantId = options.tenantId ?? 'panasonic';
  const ids = Array.from(
    { length: options.count },
    (_, i) => `${options.prefix}-${String(i + 1).padStart(4, '0')}`,
  );
  for (let from = 0; from < ids.length; from += 500) {
    const slice = ids.slice(from, from + 500);
    await db.insert(endUsers).values(
      slice.map((id) => ({
        id,
        tenantId,
        userName: id,
        firstName: 'App',
        lastName: id,
        email: `${id}@mail.example`,
        mobile: `+9198${String(Math.abs(hash(id)) % 100_000_000).padStart(8, '0')}`,
        country: options.country ?? 'in',
      })),
    );
    await db.insert(appInstalls).values(
      slice.map((id, k) => {
        const n = from + k + 1;
        const token =
          options.noTokenEvery && n % options.noTokenEvery === 0
            ? null
            : n % (options.rejectEvery ?? Infinity) === 0
              ? `rejected-${id}`
              : `tok-${id}`;
        return {
          tenantId,
          userId: id,
          platform: options.platform ?? (n % 2 ? 'an' : 'ios'),
          pushToken: token,
          appVersion: '5.2.0',
          lastLogin: new Date(Date.now() - (options.lastLoginDaysAgo ?? 1) * DAY_MS),
        };
      }),
    );
  }
  return ids;
}

function hash(text: string) {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

/** Polls until `check` holds (the engine runs on pg-boss workers): no fixed sleeps. */
export async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each user a home of their own in a time zone (their clock for quiet hours), in India. */
export async function insertZonedHomes(db: Db, homesOf: { userId: string; timeZone: string }[]) {
  await db.insert(homes).values(
    homesOf.map((h) => ({
      id: `${h.userId}-home`,
      tenantId: 'panasonic',
      country: 'in',
      timeZone: h.timeZone,
    })),
  );
  await db.insert(homeMembers).values(
    homesOf.map((h) => ({
      homeId: `${h.userId}-home`,
      userId: h.userId,
      tenantId: 'panasonic',
      membership: 'primary' as const,
    })),
  );
}

/** Minutes of the day as `HH:MM` (wrapping past midnight either way). */
export const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Two hours around Tokyo's present time: Tokyo is inside, New York and India are not. */
export function windowAroundTokyo() {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(Date.now());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const now = get('hour') * 60 + get('minute');
  return { start: hhmm(now - 60), end: hhmm(now + 60) };
}

/**
 * A push task builder for `users`, an hour to live, each one tagged `${prefix}-n` (so none is refused
 * as the same task again); `over` replaces any part.
 */
export function pushTasks(prefix: string) {
  let tag = 0;
  return (users: string[], over: Record<string, unknown> = {}) => ({
    channel: { type: 'push', platform: ['an', 'ios'] },
    message: { payload: JSON.stringify({ title: 'Offer', body: 'A filter at half price' }) },
    severity: 'info',
    users: { userIds: users },
    expiry: Math.floor(Date.now() / 1000) + 3600,
    notificationTag: `${prefix}-${++tag}`,
    ...over,
  });
}

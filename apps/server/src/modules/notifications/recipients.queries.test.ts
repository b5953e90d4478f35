import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { appInstalls, endUsers, homeMembers, homes, notificationOptOuts } from '../../platform/db/schema';
import { recipientsOf } from './notifications.queries';
import { insertAppUsers } from './test-fixtures';

/*
 * The send path's one read per batch (recipientsOf): each user's addresses on the channel, opt-out
 * and clock, as the separate reads it replaced answered them.
 */
let database: Database;
let ids: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await insertTenants(db);
  // rc-0001 an, rc-0002 ios, rc-0003 an without a token, rc-0004 ios.
  ids = await insertAppUsers(db, { prefix: 'rc', count: 4, noTokenEvery: 3 });
  // rc-0001 has a second install (iOS) and an empty token on a third; rc-0004 has no e-mail.
  await db.insert(appInstalls).values([
    {
      tenantId: 'panasonic',
      userId: 'rc-0001',
      platform: 'ios' as const,
      pushToken: 'tok-rc-0001-b',
      appVersion: '5.2.0',
      lastLogin: new Date(),
    },
    {
      tenantId: 'panasonic',
      userId: 'rc-0001',
      platform: 'an' as const,
      pushToken: '',
      appVersion: '5.2.0',
      lastLogin: new Date(),
    },
  ]);
  await db.update(endUsers).set({ email: null }).where(sql`id = 'rc-0004'`);
  // rc-0001: two homes, the first (by id) names no zone, the second Tokyo; rc-0002: one in Dubai.
  await db.insert(homes).values([
    { id: 'rc-a', tenantId: 'panasonic', country: 'in', timeZone: null },
    { id: 'rc-b', tenantId: 'panasonic', country: 'in', timeZone: 'Asia/Tokyo' },
    { id: 'rc-c', tenantId: 'panasonic', country: 'in', timeZone: 'Asia/Dubai' },
    { id: 'rc-d', tenantId: 'panasonic', country: 'in', timeZone: 'Asia/Karachi' },
  ]);
  await db.insert(homeMembers).values(
    [
      ['rc-a', 'rc-0001'],
      ['rc-b', 'rc-0001'],
      ['rc-d', 'rc-0002'],
      ['rc-c', 'rc-0002'],
    ].map(([homeId, userId]) => ({
      homeId: homeId as string,
      userId: userId as string,
      tenantId: 'panasonic',
      membership: 'primary' as const,
    })),
  );
  await db
    .insert(notificationOptOuts)
    .values([
      { tenantId: 'panasonic', userId: 'rc-0002', channel: 'push', severity: 'promotion', setBy: 'test' },
    ]);
});
afterAll(() => database.close());

describe('recipientsOf: a batch’s addresses, opt-outs and clocks in one read (issue 34)', () => {
  it('push: every non-empty token on the chosen platforms, oldest install first; opt-outs by severity', async () => {
    const all = await recipientsOf(
      database.db,
      { channel: 'push', severity: 'promotion', platforms: ['an', 'ios'], clocks: true },
      [...ids, 'nobody'],
    );
    expect(all.get('rc-0001')?.addresses).toEqual([
      { address: 'tok-rc-0001', platform: 'an' },
      { address: 'tok-rc-0001-b', platform: 'ios' },
    ]);
    expect(all.get('rc-0003')?.addresses).toEqual([]);
    expect(all.get('nobody')).toMatchObject({ addresses: [], optedOut: false, country: null });
    expect([...all].filter(([, r]) => r.optedOut).map(([id]) => id)).toEqual(['rc-0002']);
    // The first home that names a zone (by home id), else none: the country then.
    expect(all.get('rc-0001')).toMatchObject({ home_zone: 'Asia/Tokyo', country: 'in' });
    expect(all.get('rc-0002')?.home_zone).toBe('Asia/Dubai');
    expect(all.get('rc-0003')?.home_zone).toBeNull();

    const ios = await recipientsOf(
      database.db,
      { channel: 'push', severity: 'alert', platforms: ['ios'], clocks: false },
      ids,
    );
    expect(ios.get('rc-0001')?.addresses).toEqual([{ address: 'tok-rc-0001-b', platform: 'ios' }]);
    expect(ios.get('rc-0002')).toMatchObject({ optedOut: false, home_zone: null });
  });

  it('SMS and e-mail: the user’s number or address, none when empty', async () => {
    const email = await recipientsOf(
      database.db,
      { channel: 'email', severity: 'info', platforms: [], clocks: false },
      ids,
    );
    expect(email.get('rc-0001')?.addresses).toEqual([{ address: 'rc-0001@mail.example' }]);
    expect(email.get('rc-0004')?.addresses).toEqual([]);
    const sms = await recipientsOf(
      database.db,
      { channel: 'sms', severity: 'info', platforms: [], clocks: false },
      ['rc-0004'],
    );
    expect(sms.get('rc-0004')?.addresses).toEqual([{ address: expect.stringMatching(/^\+9198\d{8}$/) }]);
    expect(
      await recipientsOf(database.db, { channel: 'sms', severity: 'info', platforms: [], clocks: false }, []),
    ).toEqual(new Map());
  });
});

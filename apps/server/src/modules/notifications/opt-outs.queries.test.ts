import {
  CHANNEL_TYPES,
  type ChannelType,
  isOptedOut,
  OPT_OUT_SCOPES,
  type OptOutScope,
  SEVERITIES,
} from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { notificationOptOuts } from '../../platform/db/schema';
import { recipientsOf } from './notifications.queries';
import { optedOutBy } from './opt-outs.queries';
import { insertAppUsers } from './test-fixtures';

/*
 * The send path's and the audience preview's SQL readings of opt-outs (recipientsOf a batch through
 * optedOutOf; optedOutBy a whole audience) against the contracts' rule (isOptedOut) on every case:
 * each set of scopes a user may hold on push (16 sets, one user each) and on SMS, asked for every
 * channel and severity.
 */
const subsets = (items: readonly OptOutScope[]): OptOutScope[][] =>
  Array.from({ length: 2 ** items.length }, (_, bits) => items.filter((_, i) => bits & (1 << i)));

let database: Database;
const held = new Map<string, { channel: string; severity: string }[]>();

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await insertTenants(db);
  const sets = subsets(OPT_OUT_SCOPES);
  const ids = await insertAppUsers(db, { prefix: 'sq', count: sets.length * 2 });
  const rows = sets.flatMap((scopes, i) =>
    (['push', 'sms'] as const).flatMap((channel, k) => {
      const userId = ids[i * 2 + k] as string;
      const mine = scopes.map((severity) => ({ channel, severity }));
      held.set(userId, mine);
      return mine.map((o) => ({ tenantId: 'panasonic', userId, setBy: 'sq.test', ...o }));
    }),
  );
  await db.insert(notificationOptOuts).values(rows);
});
afterAll(() => database.close());

/** Whom a task of this severity skips on the channel: the send's reading, checked equal to the preview's. */
async function optedOutUsers(db: Database['db'], channel: ChannelType, severity: string, users: string[]) {
  const batch = await recipientsOf(db, { channel, severity, platforms: ['an', 'ios'], clocks: false }, users);
  const send = [...batch].filter(([, r]) => r.optedOut).map(([id]) => id);
  const preview = rowsOf<{ user_id: string } & Record<ChannelType, boolean>>(
    await db.execute(
      sql`select * from ${optedOutBy(sql`select unnest(${textList(users)})`, CHANNEL_TYPES, severity)} o`,
    ),
  )
    .filter((r) => r[channel])
    .map((r) => r.user_id);
  expect(preview.sort(), `the preview's reading, ${channel} ${severity}`).toEqual(send.sort());
  return new Set(send);
}

describe('opt-outs in SQL, as the contracts’ rule reads them (issue 34)', () => {
  it('agree on every stored set of scopes, channel and severity', async () => {
    const users = [...held.keys()];
    let cases = 0;
    for (const channel of CHANNEL_TYPES)
      for (const severity of SEVERITIES) {
        const sql = await optedOutUsers(database.db, channel, severity, users);
        const rule = users.filter((u) => isOptedOut(held.get(u) ?? [], channel, severity));
        expect([...sql].sort(), `${channel} ${severity}`).toEqual(rule.sort());
        cases += users.length;
      }
    expect(cases).toBe(3 * 4 * 32);
    // Neither empty nor everyone: an info push task skips the 12 sets holding all or info, an alert the 8 holding all.
    expect((await optedOutUsers(database.db, 'push', 'info', users)).size).toBe(12);
    expect((await optedOutUsers(database.db, 'push', 'alert', users)).size).toBe(8);
  });

  it('a row kept from before severities (none named) is a whole opt-out', async () => {
    const [id] = await insertAppUsers(database.db, { prefix: 'old', count: 1 });
    await database.db
      .insert(notificationOptOuts)
      .values({ tenantId: 'panasonic', userId: id as string, channel: 'email', setBy: 'before' });
    for (const severity of SEVERITIES)
      expect(await optedOutUsers(database.db, 'email', severity, [id as string])).toEqual(new Set([id]));
  });

  it('refuses to keep an opt-out of alerts alone', async () => {
    const [id] = await insertAppUsers(database.db, { prefix: 'al', count: 1 });
    await expect(
      database.db.insert(notificationOptOuts).values({
        tenantId: 'panasonic',
        userId: id as string,
        channel: 'push',
        severity: 'alert' as OptOutScope,
        setBy: 'test',
      }),
    ).rejects.toThrow();
  });
});

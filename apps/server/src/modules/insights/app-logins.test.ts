import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertEndUser, insertTenants } from '../../../test/fixtures';
import { issueAppSession } from '../../platform/auth/app-sessions';
import { rowsOf } from '../../platform/db/rows';

/* An app login (an app session issued) is recorded as a 'login' activity event and counts the user active. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertEndUser(t.db, { id: 'AU1', country: 'lk', email: 'au1@example.com', mobile: '+94700000001' });
});
afterAll(() => t.close());

describe('app logins', () => {
  it('become login events with the user country, and active users of the day', async () => {
    await issueAppSession(t.db, { tenantId: 'panasonic', userId: 'AU1' });
    await issueAppSession(t.db, { tenantId: 'panasonic', userId: 'AU1' });
    const events = rowsOf<{ kind: string; country: string; category: string }>(
      await t.db.execute(
        sql`SELECT kind, country, category FROM activity_events WHERE user_id = 'AU1' AND kind = 'login'`,
      ),
    );
    expect(events).toEqual([
      { kind: 'login', country: 'lk', category: '' },
      { kind: 'login', country: 'lk', category: '' },
    ]);
    // Two logins on one day: one active user across categories.
    const actives = rowsOf<{ n: number | string }>(
      await t.db.execute(
        sql`SELECT sum(actives) AS n FROM activity_active_counts
             WHERE tenant_id = 'panasonic' AND subject = 'user' AND hour = -1 AND controller = '*'
               AND category = '*' AND country = 'lk'`,
      ),
    );
    expect(Number(actives[0]?.n)).toBe(1);
  });
});

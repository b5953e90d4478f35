import { startAppUsers } from '@console/simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildListeningTestApp } from '../../../test/build-app';
import { insertDevice, insertEndUser, insertHome, insertTenants, placeDevice } from '../../../test/fixtures';
import { issueAppSession } from '../../platform/auth/app-sessions';
import { activityEvents, auditLog, feedbackTickets, notificationOptOuts } from '../../platform/db/schema';
import { simulatedAppUsers } from './simulated-app-users';

// The app side of the simulator against the real platform: its app opens are app logins (the
// metrics count them) and its tickets arrive through the consumer app's feedback call.
let t: Awaited<ReturnType<typeof buildListeningTestApp>>;

beforeAll(async () => {
  t = await buildListeningTestApp();
  await insertTenants(t.db);
  await insertEndUser(t.db, { id: 'U1', email: 'asha@example.com', mobile: '+919800000001' });
  await insertEndUser(t.db, { id: 'U2', email: 'ravi@example.com', mobile: '+919800000002' });
  await insertHome(t.db, {
    id: 'H1',
    primary: ['U1'],
    secondary: ['U2'],
    spaces: [{ id: 'S1', name: 'Hall' }],
  });
  for (const id of ['SIM01', 'SIM02', 'OTHER03']) await insertDevice(t.db, { deviceId: id });
  for (const id of ['SIM01', 'SIM02', 'OTHER03']) await placeDevice(t.db, id, 'H1', 'S1');
});
afterAll(() => t.close());

describe('simulated app users', () => {
  it('are the members of the homes holding the simulated devices, with those devices only', async () => {
    expect(await simulatedAppUsers(t.database, ['SIM01', 'SIM02'])).toEqual([
      { tenantId: 'panasonic', userId: 'U1', deviceIds: ['SIM01', 'SIM02'] },
      { tenantId: 'panasonic', userId: 'U2', deviceIds: ['SIM01', 'SIM02'] },
    ]);
    expect(await simulatedAppUsers(t.database, [])).toEqual([]);
  });

  it('log in and file tickets the platform records', async () => {
    const app = startAppUsers({
      baseUrl: t.baseUrl,
      users: await simulatedAppUsers(t.database, ['SIM01']),
      openSession: (user) => issueAppSession(t.db, user),
      intervalMs: 10,
      ticketProbability: 1,
      preferenceProbability: 0,
    });
    try {
      await vi.waitFor(
        async () => expect((await t.db.select().from(feedbackTickets)).length).toBeGreaterThanOrEqual(2),
        {
          timeout: 10_000,
        },
      );
    } finally {
      await app.stop();
    }
    const tickets = await t.db.select().from(feedbackTickets);
    expect(tickets.every((row) => row.deviceId === 'SIM01' && row.status === 'NEW')).toBe(true);
    expect(app.counts().tickets).toBe(tickets.length);
    const logins = await t.db.select().from(activityEvents).where(eq(activityEvents.kind, 'login'));
    expect(logins.length).toBe(app.counts().opens);
  });

  it('change their notification preferences through the app call, kept as the app set them', async () => {
    const app = startAppUsers({
      baseUrl: t.baseUrl,
      users: await simulatedAppUsers(t.database, ['SIM02']),
      openSession: (user) => issueAppSession(t.db, user),
      intervalMs: 10,
      ticketProbability: 0,
      preferenceProbability: 1,
    });
    const changes = () => t.db.select().from(auditLog).where(eq(auditLog.entity, 'end_user'));
    try {
      await vi.waitFor(async () => expect((await changes()).length).toBeGreaterThanOrEqual(3), {
        timeout: 10_000,
      });
    } finally {
      await app.stop();
    }
    const audited = await changes();
    expect(audited.every((a) => a.action.startsWith('notification.opted_') && a.actorName === null)).toBe(
      true,
    );
    expect(app.counts().preferences).toBe(audited.length);
    // What is kept is what each user's last change per channel left, every row set by the app.
    const last = new Map<string, string[]>();
    for (const a of [...audited].sort((x, y) => x.id - y.id)) {
      const detail = a.detail as { channel: string; after: string[] };
      last.set(`${a.entityId} ${detail.channel}`, [...detail.after].sort());
    }
    const kept = new Map<string, string[]>();
    for (const row of await t.db.select().from(notificationOptOuts)) {
      expect(row.setBy).toBe('app');
      const key = `${row.userId} ${row.channel}`;
      kept.set(key, [...(kept.get(key) ?? []), row.severity].sort());
    }
    expect(kept).toEqual(new Map([...last].filter(([, after]) => after.length > 0)));
  });
});

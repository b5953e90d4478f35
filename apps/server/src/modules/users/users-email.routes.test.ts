import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertEndUser, insertScopeSamples, insertStaff } from '../../../test/fixtures';
import { auditLog, endUsers } from '../../platform/db/schema';

let t: TestApp;
const url = '/simplifi/v1/userManagement/updateUserEmail';

beforeAll(async () => {
  t = await buildTestApp();
  await insertScopeSamples(t.db);
  await insertStaff(t.db, { userName: 'l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  await insertEndUser(t.db, { id: 'U4', email: 'taken@example.com', mobile: '+919800000004' });
});
afterAll(() => t.close());

const tenantOf: Record<string, string> = { nm: 'northmart' };
async function post(payload: unknown, user = 'l2') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: await t.headersFor(user, tenantOf[user]),
  });
}
const emailOf = async (id: string) =>
  (await t.db.select({ email: endUsers.email }).from(endUsers).where(eq(endUsers.id, id)))[0]?.email;

describe('POST userManagement/updateUserEmail', () => {
  it('changes the e-mail of a user in scope and records who did it', async () => {
    const res = await post({ email: ' New.Address@Example.com ', userId: 'U1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: messages.emailUpdated });
    expect(await emailOf('U1')).toBe('new.address@example.com');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.email.updated'), eq(auditLog.entityId, 'U1')));
    expect(entry).toMatchObject({
      tenantId: 'panasonic',
      actorName: 'l2',
      entity: 'end_user',
      detail: { from: 'u1@example.com', to: 'new.address@example.com' },
    });
  });

  it("answers 'Email is not valid' for a malformed or empty address and changes nothing", async () => {
    for (const email of ['', 'not-an-address', 'a@b', 'a b@c.de']) {
      const res = await post({ email, userId: 'U4' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.emailNotValid);
    }
    expect((await post({ userId: 'U4' })).json().message).toBe(messages.invalidRequest);
    expect(await emailOf('U4')).toBe('taken@example.com');
  });

  it('refuses an address another user of the tenant has', async () => {
    const res = await post({ email: 'TAKEN@example.com', userId: 'U1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.emailInUse);
  });

  it('answers User not found for a user of another country or tenant', async () => {
    for (const userId of ['U2', 'U3', 'nobody']) {
      const res = await post({ email: 'x@example.com', userId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.userNotFound);
    }
    expect(await emailOf('U3')).toBe('u3@example.com');
  });

  it("keeps a partner tenant's agent off the main tenant's users, and lets it edit its own", async () => {
    const res = await post({ email: 'x@example.com', userId: 'U1' }, 'nm');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.userNotFound);
    expect(await emailOf('U1')).not.toBe('x@example.com');
    const own = await post({ email: 'u3.new@example.com', userId: 'U3' }, 'nm');
    expect(own.statusCode).toBe(200);
    expect(await emailOf('U3')).toBe('u3.new@example.com');
  });

  it('refuses a body with an unknown key', async () => {
    const res = await post({ email: 'x@example.com', userId: 'U4', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.invalidRequest);
    expect(await emailOf('U4')).toBe('taken@example.com');
  });

  it('answers 401 without a session and 403 at level 1 or below', async () => {
    const payload = { email: 'x@example.com', userId: 'U4' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    for (const user of ['l1', 'fieldop', 'factory', 'linetest']) {
      const res = await post(payload, user);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message, user).toBe(messages.forbidden);
    }
    expect(await emailOf('U4')).toBe('taken@example.com');
  });
});

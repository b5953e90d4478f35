import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, webhookEndpoints } from '../../platform/db/schema';

/*
 * The webhook settings routes (issue 33) on the default setting: no private addresses. Who may call
 * them, the secret shown once, the SSRF refusals, and a fuzz of the settings route: no 500, and
 * nothing written on a refusal.
 */
let t: TestApp;
const BASE = '/simplifi/v1/webhooks';
const as = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: await t.headersFor(user, user === 'north' ? 'northmart' : 'panasonic'),
    ...(payload ? { payload } : {}),
  });
const endpointCount = async () => (await t.db.select().from(webhookEndpoints)).length;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'admin', roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 'l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 'north', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
});
afterAll(() => t?.close());

describe('webhook settings', () => {
  it('answers 401 without a session and 403 to someone below the rule', async () => {
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    const res = await as('l3', 'POST', BASE, {
      url: 'http://93.184.215.14/x',
      events: ['device.offboarded'],
    });
    expect(res.statusCode).toBe(403);
    expect(await endpointCount()).toBe(0);
  });

  it('registers an endpoint on a public address, shows its secret once, keeps it sealed, and audits it', async () => {
    const res = await as('admin', 'POST', BASE, {
      url: 'http://93.184.215.14/hooks',
      description: 'SIEM',
      events: ['device.offboarded', 'audit.entry', 'device.offboarded'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.events).toEqual(['device.offboarded', 'audit.entry']);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.endpointId));
    expect(row?.secretSealed).not.toContain(created.secret.slice(6));
    const list = (await as('admin', 'GET', BASE)).json();
    expect(list.endpoints).toHaveLength(1);
    expect(list.endpoints[0].secret).toBeUndefined();
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'webhook.create'));
    expect(JSON.stringify(entries)).not.toContain(created.secret);
    // Another tenant neither lists nor reaches it.
    expect((await as('north', 'GET', BASE)).json().endpoints).toEqual([]);
    expect((await as('north', 'POST', `${BASE}/${created.endpointId}/test`)).statusCode).toBe(404);
    expect((await as('north', 'DELETE', `${BASE}/${created.endpointId}`)).statusCode).toBe(404);
  });

  it.each([
    'http://127.0.0.1:8080/x',
    'http://localhost/x',
    'http://10.1.2.3/x',
    'http://172.16.0.9/x',
    'http://192.168.1.1/x',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/x',
    'http://0.0.0.0/x',
    'http://[::1]/x',
    'http://[fd00::1]/x',
    'http://[fe80::1]/x',
    'http://[::ffff:127.0.0.1]/x',
    'http://2130706433/x',
    'http://0x7f000001/x',
  ])('refuses %s (a private, loopback or link-local address) and writes nothing', async (url) => {
    const before = await endpointCount();
    const res = await as('admin', 'POST', BASE, { url, events: ['firmware.uploaded'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.webhookUrlNotAllowed);
    expect(await endpointCount()).toBe(before);
  });

  it('refuses a host that does not resolve, a URL with credentials and no events', async () => {
    const unresolved = await as('admin', 'POST', BASE, {
      url: 'http://no-such-host.invalid/x',
      events: ['firmware.uploaded'],
    });
    expect(unresolved.json().message).toBe(messages.webhookUrlUnresolved);
    const creds = await as('admin', 'POST', BASE, {
      url: 'http://u:p@93.184.215.14/x',
      events: ['firmware.uploaded'],
    });
    expect(creds.json().message).toBe(messages.webhookUrlInvalid);
    const none = await as('admin', 'POST', BASE, { url: 'http://93.184.215.14/x', events: [] });
    expect(none.json().message).toBe(messages.webhookEventsRequired);
  });

  it('fuzz: the settings routes never answer 500 and a refusal writes nothing', async () => {
    const headers = await t.headersFor('admin');
    const [first] = (await as('admin', 'GET', BASE)).json().endpoints as { endpointId: string }[];
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 5 }),
      fc.constantFrom(
        'http://127.0.0.1/',
        'https://93.184.215.14/a',
        'ftp://x/',
        'http://[::1]/',
        `http://${'a'.repeat(3000)}.com/`,
        'audit.entry',
        ['audit.entry', 'nope'],
        ['rollout.stopped'],
      ),
    );
    const body = fc.record(
      { url: value, description: value, events: value, enabled: value },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('POST', 'PUT'), async (payload, method) => {
        const beforeRows = JSON.stringify(
          await t.db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id),
        );
        const url = method === 'POST' ? BASE : `${BASE}/${first?.endpointId}`;
        const res = await t.app.inject({ method, url, headers, payload });
        expect(res.statusCode).not.toBe(500);
        if (res.statusCode >= 400) {
          const after = JSON.stringify(
            await t.db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id),
          );
          expect(after).toBe(beforeRows);
        }
      }),
      { numRuns: 150, seed: 20261128 },
    );
  });
});

import { messages } from '@console/contracts/messages';
import type { TimelineEntry, TimelinePage } from '@console/contracts/timeline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  insertDevice,
  insertDeviceScopeCases,
  insertEndUser,
  insertHome,
  insertStaff,
  placeDevice,
} from '../../../test/fixtures';
import { deviceConnectionLogs, devices } from '../../platform/db/schema';
import { insertEveryKind } from './test-fixtures';

/*
 * A device's and a home's timeline pages: who may see what (session, roles, tenant and data scope,
 * each kind's own rule, redaction), and the order across sources that tie on time.
 */

let t: TestApp;
/** 2026-01-01 00:00:00 UTC: a midnight, so the day's warranty ties with everything else. */
const T0 = 1_767_225_600;
const DAY = 86_400;
const url = (id: string, q = '') => `/simplifi/v1/timeline/devices/${id}${q}`;
const homeUrl = (id: string, q = '') => `/simplifi/v1/timeline/homes/${id}${q}`;

async function page(who: string, path: string): Promise<TimelinePage> {
  const res = await t.app.inject({ method: 'GET', url: path, headers: await t.headersFor(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const kinds = (entries: TimelineEntry[]) => entries.map((e) => e.kind);

beforeAll(async () => {
  t = await buildTestApp();
  // Outside l1's scope: D02 (category), D03 (country), D04 (brand), D05 (tenant).
  await insertDeviceScopeCases(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertEndUser(t.db, { id: 'U1', email: 'u1@example.com', mobile: '+919800000001' });
  await insertEndUser(t.db, { id: 'U2', email: 'u2@example.com', mobile: '+919800000002' });
  await insertEndUser(t.db, { id: 'U9', email: 'u9@example.com', mobile: '+919800000009' });
  await t.db.update(devices).set({ onboardedBy: 'U1' }).where(eq(devices.deviceId, 'D01'));
  await insertDevice(t.db, { deviceId: 'D06' });
  await insertHome(t.db, {
    id: 'H1',
    primary: ['U1'],
    secondary: ['U2'],
    spaces: [{ id: 'S1', name: 'Hall' }],
  });
  await insertHome(t.db, { id: 'H2', primary: ['U2'], country: 'lk', spaces: [{ id: 'S2', name: 'Den' }] });
  for (const id of ['D01', 'D06', 'D02']) await placeDevice(t.db, id, 'H1', 'S1');
  await insertEveryKind(t.db, { deviceId: 'D01', userId: 'U1', ts: T0, tag: 'a' });
  await insertEveryKind(t.db, { deviceId: 'D01', userId: 'U1', ts: T0 - DAY, tag: 'b' });
  await insertEveryKind(t.db, { deviceId: 'D06', userId: 'U2', ts: T0 - 2 * DAY, tag: 'c' });
  // A device of the home that l1 may not see (category WM): its events stay out of the home's timeline.
  await insertEveryKind(t.db, { deviceId: 'D02', userId: 'U9', ts: T0 + DAY, tag: 'd' });
});
afterAll(() => t.close());

describe('who may open a timeline', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('D01') });
    expect(res.statusCode).toBe(401);
  });

  it('answers Device not found for a device outside the tenant, countries, categories or brands', async () => {
    const headers = await t.headersFor('l1');
    for (const id of ['D02', 'D03', 'D04', 'D05', 'NOPE']) {
      const res = await t.app.inject({ method: 'GET', url: url(id), headers });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
    const partner = await t.app.inject({
      method: 'GET',
      url: url('D01'),
      headers: await t.headersFor('partner', 'northmart'),
    });
    expect(partner.statusCode).toBe(404);
  });

  it('answers that live messages are unavailable where no broker runs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${url('D01')}/live`,
      headers: await t.headersFor('l4'),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(messages.timelineLiveUnavailable);
  });

  it('refuses a line tester, whose only page is the line test', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url('D01'),
      headers: await t.headersFor('linetest'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("a device's timeline", () => {
  it('shows an L4 every kind, newest first, ties on time in the order of their sources', async () => {
    const { entries, next, kinds: access } = await page('l4', url('D01'));
    expect(next).toBeNull();
    expect(access.every((a) => !a.redacted)).toBe(true);
    expect(entries).toHaveLength(26);
    expect(entries.slice(0, 13).every((e) => e.at === T0 * 1000)).toBe(true);
    // Descending source names: warranty, status, service, onboarding, notification, firmware, …
    expect(kinds(entries.slice(0, 13))).toEqual([
      'warranty',
      'status',
      'warranty',
      'onboarding',
      'notification',
      'firmware',
      'feedback',
      'diagnostic',
      'connection',
      'command',
      'audit',
      'appLogin',
      'activity',
    ]);
    const byKind = Object.fromEntries(entries.slice(0, 13).map((e) => [`${e.kind}:${e.event}`, e]));
    expect(byKind['diagnostic:faults']?.fields).toContainEqual(
      expect.objectContaining({ key: 'flt', value: 'F1' }),
    );
    expect(byKind['status:errors']?.fields).toContainEqual(expect.objectContaining({ key: 'ps' }));
    expect(byKind['connection:online']?.fields).toEqual([
      {
        key: 'reason',
        header: messages.timelineFieldReason,
        desc: messages.timelineFieldReason,
        value: 'connect',
      },
    ]);
    expect(byKind['command:success']?.fields).toContainEqual(
      expect.objectContaining({ key: 'targetVersion', value: '1.3' }),
    );
    expect(byKind['audit:device.updated']?.fields).toContainEqual(
      expect.objectContaining({ key: 'actorName', value: 'demo.l4' }),
    );
    expect(byKind['notification:push']?.fields).toContainEqual(
      expect.objectContaining({ value: 'Filter reminder' }),
    );
    expect(byKind['appLogin:appLogin']?.userId).toBe('U1');
    expect(byKind['warranty:service']?.fields).toContainEqual(
      expect.objectContaining({ key: 'job', value: 'JOB-a' }),
    );
  });

  it("leaves out what an L1's screens do not show: staff actions, notifications, feedback", async () => {
    const { entries, kinds: access } = await page('l1', url('D01'));
    const shown = new Set(kinds(entries));
    for (const kind of ['audit', 'notification', 'feedback'] as const) {
      expect(shown.has(kind), kind).toBe(false);
      expect(access.map((a) => a.kind)).not.toContain(kind);
    }
    expect(shown.has('appLogin')).toBe(true);
    expect(entries).toHaveLength(20);
  });

  it("redacts a level-0 factory admin's reports and leaves out the full view's histories", async () => {
    const { entries, kinds: access } = await page('factory', url('D01'));
    expect(access).toEqual([
      { kind: 'connection', redacted: false },
      { kind: 'status', redacted: true },
      { kind: 'diagnostic', redacted: true },
      { kind: 'command', redacted: false },
    ]);
    expect(new Set(kinds(entries))).toEqual(new Set(['connection', 'status', 'diagnostic', 'command']));
    for (const e of entries.filter((e) => e.kind === 'status' || e.kind === 'diagnostic')) {
      expect(e.redacted).toBe(true);
      expect(e.fields).toEqual([]);
      expect(e.event).toBe('report');
    }
  });

  it('filters by kind, and names an unknown kind', async () => {
    const { entries } = await page('l4', url('D01', '?kinds=status,warranty'));
    expect(kinds(entries)).toEqual(['warranty', 'status', 'warranty', 'warranty', 'status', 'warranty']);
    const res = await t.app.inject({
      method: 'GET',
      url: url('D01', '?kinds=status,weather'),
      headers: await t.headersFor('l4'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.timelineBadKinds);
  });

  it('jumps to a date: only what happened before it', async () => {
    const { entries } = await page('l4', url('D01', `?before=${T0 * 1000}`));
    expect(entries).toHaveLength(13);
    expect(entries.every((e) => e.at === (T0 - DAY) * 1000)).toBe(true);
    const later = await page('l4', url('D01', `?before=${T0 * 1000 + 1}`));
    expect(later.entries).toHaveLength(26);
  });

  it('pages through ties without a gap or a repeat', async () => {
    const all = (await page('l4', url('D01', '?limit=100'))).entries;
    for (const size of [1, 2, 5, 12, 13, 14]) {
      const seen: TimelineEntry[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `?limit=${size}${cursor ? `&cursor=${cursor}` : ''}`;
        const next: TimelinePage = await page('l4', url('D01', q));
        expect(next.entries.length).toBeLessThanOrEqual(size);
        seen.push(...next.entries);
        cursor = next.next;
      } while (cursor);
      expect(
        seen.map((e) => e.key),
        `pages of ${size}`,
      ).toEqual(all.map((e) => e.key));
    }
  });

  it('answers a clear message for a cursor that is not one of ours', async () => {
    const headers = await t.headersFor('l4');
    for (const cursor of ['abc', Buffer.from('[1,"weather","1"]').toString('base64url'), 'a b']) {
      const res = await t.app.inject({
        method: 'GET',
        url: url('D01', `?cursor=${encodeURIComponent(cursor)}`),
        headers,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toBe(messages.timelineBadCursor);
    }
  });
});

describe("a home's timeline", () => {
  it("merges its devices' events and its members', without devices outside the caller's scope", async () => {
    const { entries } = await page('l1', homeUrl('H1', '?limit=100'));
    const deviceIds = new Set(entries.map((e) => e.deviceId).filter(Boolean));
    expect(deviceIds).toEqual(new Set(['D01', 'D06']));
    // The second member's sign-in (on D06's day) is the home's too.
    expect(entries.filter((e) => e.kind === 'appLogin').map((e) => e.userId)).toEqual(['U1', 'U1', 'U2']);
    const times = entries.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers Home not found outside the caller's countries or tenant", async () => {
    for (const [who, tenant, id] of [
      ['l1', 'panasonic', 'H2'],
      ['partner', 'northmart', 'H1'],
      ['l1', 'panasonic', 'NOPE'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: homeUrl(id),
        headers: await t.headersFor(who, tenant),
      });
      expect(res.statusCode, `${who} ${id}`).toBe(404);
      expect(res.json().message).toBe(messages.homeNotFound);
    }
  });

  it('reads every device of a large home, newest first', async () => {
    const ids = Array.from({ length: 17 }, (_, i) => `BIG${String(i).padStart(2, '0')}`);
    await insertHome(t.db, { id: 'H3', primary: ['U2'], spaces: [{ id: 'S3', name: 'Hall' }] });
    for (const [i, id] of ids.entries()) {
      await insertDevice(t.db, { deviceId: id });
      await placeDevice(t.db, id, 'H3', 'S3');
      await t.db
        .insert(deviceConnectionLogs)
        .values({ tenantId: 'panasonic', deviceId: id, ts: T0 - i, online: true, reason: 'connect' });
    }
    const { entries } = await page('l4', homeUrl('H3', '?kinds=connection&limit=100'));
    expect(entries.map((e) => e.deviceId)).toEqual(ids);
  });

  it('refuses a level-0 factory admin, who may not view homes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: homeUrl('H1'),
      headers: await t.headersFor('factory'),
    });
    expect(res.statusCode).toBe(403);
  });
});

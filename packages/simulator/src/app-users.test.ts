import { FeedbackCreateBody } from '@console/contracts/feedback';
import { OptOutChange } from '@console/contracts/notifications';
import { describe, expect, it, vi } from 'vitest';
import { preferenceChangeFrom } from './app-preferences';
import { feedbackFrom, startAppUsers } from './app-users';
import { createRandom } from './random';

const user = { tenantId: 'panasonic', userId: 'U1', deviceIds: ['D1', 'D2'] };

describe('simulated app users', () => {
  it('file tickets the platform accepts: every type, about their own devices', () => {
    const random = createRandom('tickets');
    const types = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const body = feedbackFrom(user, random);
      expect(FeedbackCreateBody.safeParse(body).success).toBe(true);
      expect(user.deviceIds).toContain(body.deviceId);
      types.add(body.type);
    }
    expect(types.size).toBe(10);
  });

  it('open the app (a session each time) and file tickets through the feedback call', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    let sessions = 0;
    const app = startAppUsers({
      baseUrl: 'http://platform',
      users: [user, { tenantId: 'panasonic', userId: 'U2', deviceIds: [] }],
      openSession: async () => `token-${++sessions}`,
      intervalMs: 5,
      ticketProbability: 1,
      preferenceProbability: 0,
      fetch: fakeFetch,
    });
    await vi.waitFor(() => expect(app.counts().tickets).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    await app.stop();
    expect(app.counts().opens).toBe(sessions);
    const [first] = calls;
    expect(first?.url).toBe('http://platform/simplifi/v1/appsupport/userFeedback');
    expect(first?.init.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-tenant-id': 'panasonic',
    });
    // A user without devices never files anything.
    expect(calls.every((c) => ['D1', 'D2'].includes(JSON.parse(String(c.init.body)).deviceId))).toBe(true);
  });

  it('change preferences the platform accepts: mostly promotions off, by push most', () => {
    const random = createRandom('preferences');
    const seen = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const change = preferenceChangeFrom(random);
      expect(OptOutChange.safeParse(change).success).toBe(true);
      const key = `${change.channel} ${change.severity} ${change.optedOut ? 'out' : 'in'}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(8);
    const top = [...seen].sort((a, b) => b[1] - a[1])[0];
    expect(top?.[0]).toBe('push promotion out');
  });

  it('now and then change their notification preferences through the app call, counted', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let refuse = false;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      refuse = !refuse; // every other call refused: counted only when accepted
      return new Response('{}', { status: refuse ? 400 : 200 });
    }) as unknown as typeof fetch;
    const app = startAppUsers({
      baseUrl: 'http://platform',
      users: [user],
      openSession: async () => 'token',
      intervalMs: 5,
      ticketProbability: 0,
      preferenceProbability: 1,
      fetch: fakeFetch,
    });
    await vi.waitFor(() => expect(app.counts().preferences).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await app.stop();
    expect(calls.length).toBe(app.counts().opens);
    expect(app.counts().preferences).toBe(Math.floor(calls.length / 2));
    expect(app.counts().tickets).toBe(0);
    const [first] = calls;
    expect(first?.url).toBe('http://platform/simplifi/v1/appsupport/notificationPreferences/U1');
    expect(first?.init).toMatchObject({ method: 'PUT', headers: { authorization: 'Bearer token' } });
    expect(OptOutChange.safeParse(JSON.parse(String(first?.init.body))).success).toBe(true);
  });
});

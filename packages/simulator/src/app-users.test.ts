import { FeedbackCreateBody } from '@console/contracts/feedback';
import { describe, expect, it, vi } from 'vitest';
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
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWellFormedText } from './well-formed-text';

const app = Fastify();
beforeAll(async () => {
  registerWellFormedText(app);
  app.get('/items/:id', async (request) => ({ params: request.params, query: request.query }));
  app.post('/items', async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

const status = async (url: string, payload?: string) =>
  (
    await app.inject(
      payload === undefined
        ? { method: 'GET', url }
        : { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } },
    )
  ).statusCode;

describe('well-formed text', () => {
  it('refuses a NUL byte in a path parameter, a query value or a query name', async () => {
    expect(await status('/items/a%00b')).toBe(400);
    expect(await status('/items/a?q=x%00')).toBe(400);
    expect(await status('/items/a?k%00=1')).toBe(400);
  });

  it('lets escaped text through, and refuses what the URL decoders cannot read', async () => {
    expect(await status('/items/AA%3ABB%3ACC?mobile=%2B4412345&q=%F0%9F%98%80')).toBe(200);
    // UTF-8 of a lone surrogate and an overlong NUL: the router refuses them before any hook.
    expect(await status('/items/a%ED%A0%80')).toBe(400);
    expect(await status('/items/%C0%80')).toBe(400);
    // In a query they stay as sent, percent signs and all: nothing malformed reaches a handler.
    const res = await app.inject({ method: 'GET', url: '/items/a?q=%ED%A0%80&r=%C0%80' });
    expect(res.json().query).toEqual({ q: '%ED%A0%80', r: '%C0%80' });
  });

  it('refuses a NUL byte or an unpaired surrogate anywhere in a JSON body, keys included', async () => {
    expect(await status('/items', '{"name":"a\\u0000"}')).toBe(400);
    expect(await status('/items', '{"list":[{"deep":"\\ud800"}]}')).toBe(400);
    expect(await status('/items', '{"k\\u0000":1}')).toBe(400);
    expect(await status('/items', '{"name":"ok \\ud83d\\ude00"}')).toBe(200);
  });
});

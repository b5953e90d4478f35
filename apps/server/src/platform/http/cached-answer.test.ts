import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RequestAuth } from '../auth/request-auth';
import { type Database, openDatabase } from '../db/client';
import { watchTableChanges } from '../db/read-cache';
import { acceptsGzip, cachedAnswer } from './cached-answer';
import { responseSerializer } from './response-serializer';

// An answer is shared only by calls of the same route, tenant, scope, path parameters and query.
let database: Database;
let stop: () => Promise<void>;
let reads = 0;
const app = Fastify();
const lists = { allowedDeviceCategories: ['AC'], allowCompanyBrand: ['PANASONIC'] };
const scopes = {
  wide: { ...lists, allowedCountries: ['in', 'lk'] },
  narrow: { ...lists, allowedCountries: ['in'] },
} as unknown as Record<string, RequestAuth['scope']>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  stop = await watchTableChanges(database);
  // As the app sends answers (app.ts): JSON text as it is.
  app.setReplySerializer(responseSerializer(false)({ schema: undefined, method: 'GET', url: '' }));
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = (name: string) => String(request.headers[name] ?? '');
    request.auth = { tenantId: header('x-tenant'), scope: scopes[header('x-scope')] } as RequestAuth;
  });
  app.get<{ Params: { id: string } }>('/things/:id', (request, reply) =>
    cachedAnswer(database.db, request, reply, { tables: ['things'] }, async () => ({
      read: ++reads,
      // A page's worth of text when asked (?long): gzip is for answers of 1 KB and more.
      rows: 'long' in (request.query as object) ? 'row '.repeat(300) : '',
    })),
  );
});
afterAll(async () => {
  await app.close();
  await stop();
  await database.close();
});

const get = async (url: string, tenant = 'a', scope = 'wide') =>
  (await app.inject({ url, headers: { 'x-tenant': tenant, 'x-scope': scope } })).json().read;

it('keeps apart what differs in route parameters, query, tenant or scope', async () => {
  const first = await get('/things/1?page=0');
  expect(await get('/things/1?page=0')).toBe(first);
  const others = [
    await get('/things/2?page=0'),
    await get('/things/1?page=1'),
    await get('/things/1?page=0', 'b'),
    await get('/things/1?page=0', 'a', 'narrow'),
  ];
  expect(new Set([first, ...others]).size).toBe(5);
});

it('sends the kept answer gzipped to a client that accepts it, the same JSON text', async () => {
  const url = '/things/9?long';
  const headers = { 'x-tenant': 'a', 'x-scope': 'wide' };
  const plain = await app.inject({ url, headers });
  const zipped = await app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(zipped.headers.vary).toMatch(/accept-encoding/i);
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
  expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  // A short answer goes as it is.
  const short = await app.inject({ url: '/things/10', headers: { ...headers, 'accept-encoding': 'gzip' } });
  expect(short.headers['content-encoding']).toBeUndefined();
  expect(short.json().read).toBeGreaterThan(0);
});

it('reads Accept-Encoding as HTTP does', () => {
  expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
  expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
  expect(acceptsGzip('*')).toBe(true);
  expect(acceptsGzip('gzip;q=0')).toBe(false);
  expect(acceptsGzip('br, gzip;q=0.0')).toBe(false);
  expect(acceptsGzip('identity')).toBe(false);
  expect(acceptsGzip('gzipper')).toBe(false);
  expect(acceptsGzip(undefined)).toBe(false);
});

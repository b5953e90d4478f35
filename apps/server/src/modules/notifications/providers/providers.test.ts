import { generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createH2Server, type Http2Server, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createApnsProvider } from './apns';
import { createFcmProvider } from './fcm';
import type { Outgoing } from './provider';
import { createSmsGateway } from './sms-gateway';

const message = (address: string, over: Partial<Outgoing> = {}): Outgoing => ({
  deliveryId: 1,
  uniqueId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  address,
  tenantId: 'panasonic',
  content: {
    severity: 'alert',
    taskId: 'task-1',
    payload: { title: 'Filter', body: 'Clean it', deepLink: '/ac/1' },
    text: 'Your AC filter needs cleaning',
    expiry: Math.floor(Date.now() / 1000) + 3600,
  },
  ...over,
});
const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
const servers: (Server | Http2Server)[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));
async function listen<S extends Server | Http2Server>(server: S) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('FCM HTTP v1', () => {
  it('gets an OAuth2 token with a signed service-account assertion, then posts v1 messages with it', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const seen: { assertion?: string; auth: string[]; bodies: Record<string, unknown>[]; paths: string[] } = {
      auth: [],
      bodies: [],
      paths: [],
    };
    const base = await listen(
      createServer(async (req, res) => {
        const body = await readBody(req);
        if (req.url === '/token') {
          seen.assertion = new URLSearchParams(body).get('assertion') ?? undefined;
          res.setHeader('content-type', 'application/json');
          return res.end(JSON.stringify({ access_token: 'ya29.test', expires_in: 3600 }));
        }
        seen.paths.push(req.url ?? '');
        seen.auth.push(req.headers.authorization ?? '');
        const parsed = JSON.parse(body) as { message: { token: string } };
        seen.bodies.push(parsed);
        const token = parsed.message.token;
        res.setHeader('content-type', 'application/json');
        if (token === 'gone') {
          res.statusCode = 404;
          return res.end(
            JSON.stringify({ error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } }),
          );
        }
        if (token === 'busy') {
          res.statusCode = 429;
          res.setHeader('retry-after', '7');
          return res.end('{}');
        }
        if (token === 'bad') {
          res.statusCode = 400;
          return res.end(JSON.stringify({ error: { status: 'INVALID_ARGUMENT' } }));
        }
        res.end(JSON.stringify({ name: 'projects/demo/messages/1' }));
      }),
    );
    const fcm = createFcmProvider({
      serviceAccount: {
        project_id: 'demo-project',
        client_email: 'push@demo-project.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        token_uri: `${base}/token`,
      },
      baseUrl: base,
      ratePerSecond: 100,
    });
    const outcomes = await fcm.send(['ok', 'gone', 'busy', 'bad'].map((t) => message(t)));
    expect(outcomes.map((o) => o.kind)).toEqual(['sent', 'tokenNotFound', 'retry', 'failed']);
    expect(outcomes[2]).toMatchObject({ afterMs: 7000 });
    // The assertion: RS256 over header.claims, issued by the service account for the FCM scope.
    const [h, c, sig] = (seen.assertion ?? '').split('.') as [string, string, string];
    expect(b64json(h)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(b64json(c)).toMatchObject({
      iss: 'push@demo-project.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: `${base}/token`,
    });
    expect(verify('sha256', Buffer.from(`${h}.${c}`), publicKey, Buffer.from(sig, 'base64url'))).toBe(true);
    expect(new Set(seen.paths)).toEqual(new Set(['/v1/projects/demo-project/messages:send']));
    expect(new Set(seen.auth)).toEqual(new Set(['Bearer ya29.test']));
    // The messages go out at once, so they arrive in any order: the one to 'ok', whichever it was.
    const toOk = seen.bodies.find((b) => (b as { message?: { token?: string } }).message?.token === 'ok');
    expect(toOk).toMatchObject({
      message: {
        token: 'ok',
        notification: { title: 'Filter', body: 'Clean it' },
        data: { deepLink: '/ac/1', severity: 'alert', taskId: 'task-1' },
        android: { priority: 'HIGH' },
      },
    });
  });
});

describe('APNs over HTTP/2', () => {
  it('posts to /3/device/{token} with an ES256 provider token and reads Apple’s reasons', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const requests: { headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createH2Server();
    server.on('stream', (stream, headers) => {
      let body = '';
      stream.on('data', (c) => {
        body += c;
      });
      stream.on('end', () => {
        requests.push({ headers, body });
        const token = String(headers[':path']).split('/').pop();
        const reply = (status: number, reason?: string) => {
          stream.respond({ ':status': status, 'apns-id': String(headers['apns-id']) });
          stream.end(reason ? JSON.stringify({ reason }) : undefined);
        };
        if (token === 'gone') return reply(410, 'Unregistered');
        if (token === 'bad') return reply(400, 'BadDeviceToken');
        if (token === 'busy') return reply(503, 'ServiceUnavailable');
        if (token === 'topic') return reply(400, 'BadTopic');
        reply(200);
      });
    });
    const url = await listen(server);
    const apns = createApnsProvider({
      key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      keyId: 'ABC123DEFG',
      teamId: 'DEF123GHIJ',
      topic: 'com.example.appliances',
      url,
      ratePerSecond: 100,
    });
    const outcomes = await apns.send(
      ['ok', 'gone', 'bad', 'busy', 'topic'].map((t) => message(t, { platform: 'ios' })),
    );
    await apns.close?.();
    expect(outcomes.map((o) => o.kind)).toEqual([
      'sent',
      'tokenNotFound',
      'tokenNotFound',
      'retry',
      'failed',
    ]);
    const first = requests.find((r) => String(r.headers[':path']) === '/3/device/ok');
    expect(first?.headers).toMatchObject({
      ':method': 'POST',
      'apns-topic': 'com.example.appliances',
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-id': '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    });
    const jwt = String(first?.headers.authorization).replace(/^bearer /, '');
    const [h, c, sig] = jwt.split('.') as [string, string, string];
    expect(b64json(h)).toMatchObject({ alg: 'ES256', kid: 'ABC123DEFG' });
    expect(b64json(c)).toMatchObject({ iss: 'DEF123GHIJ' });
    const ok = verify(
      'sha256',
      Buffer.from(`${h}.${c}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(sig, 'base64url'),
    );
    expect(ok).toBe(true);
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({
      aps: { alert: { title: 'Filter', body: 'Clean it' } },
      deepLink: '/ac/1',
      severity: 'alert',
    });
  });
});

describe('SMS gateway', () => {
  it('posts JSON with the bearer token: 2xx sent, 422 not reachable, 503 retried', async () => {
    const seen: { auth?: string; body: Record<string, unknown>[] } = { body: [] };
    const url = await listen(
      createServer(async (req, res) => {
        const body = JSON.parse(await readBody(req)) as { to: string };
        seen.auth = req.headers.authorization;
        seen.body.push(body);
        res.statusCode = body.to === '+10' ? 422 : body.to === '+11' ? 503 : 202;
        res.end();
      }),
    );
    const sms = createSmsGateway({ url: `${url}/send`, token: 's3cret', sender: 'PANA', ratePerSecond: 10 });
    const outcomes = await sms.send(['+919800000001', '+10', '+11'].map((to) => message(to)));
    expect(outcomes.map((o) => o.kind)).toEqual(['sent', 'tokenNotFound', 'retry']);
    expect(seen.auth).toBe('Bearer s3cret');
    expect(seen.body[0]).toMatchObject({
      to: '+919800000001',
      text: 'Your AC filter needs cleaning',
      sender: 'PANA',
    });
  });
});

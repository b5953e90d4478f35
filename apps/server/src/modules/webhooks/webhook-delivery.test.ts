import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { WebhookAttempt, WebhookEndpoint } from '@console/contracts/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { auditLog, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../platform/db/schema';
import { emitWebhookEvent } from '../../platform/webhooks/outbox';
import { webhooksModule } from '.';
import { createDeliveryWorker } from './delivery-worker';
import { createWebhookSender } from './webhook-sender';

/*
 * Deliveries (issue 33) to a real receiver that verifies each request with `standardwebhooks`:
 * signing, the delivery log, retries on the worker's clock, disabling after a day of failures, the
 * SSRF guard at connection time, two servers sending each delivery once, and the audit stream to a
 * webhook and to syslog over UDP.
 */
let t: TestApp;
let receiver: WebhookReceiver;
let failing = false;
const BASE = '/simplifi/v1/webhooks';
const HOUR = 3_600_000;
type WebhookAttemptPage = { total: number; attempts: WebhookAttempt[] };

// Each event's data as the server queues it (contracts webhook-events.ts).
const offboarded = (deviceId: string) => ({ deviceId, homeId: null, offboardedBy: 'test' });
const uploaded = (version: string) => ({
  firmwareId: `fw-${version}`,
  kind: 'fota' as const,
  version,
  category: 'AC',
  brand: 'PANASONIC',
  modelNumber: 'CS-1',
  sha256: '0'.repeat(64),
  size: 1,
  uploadedBy: 'test',
});
const bulkFinished = (n: number) => ({
  actionId: `BA-${n}`,
  kind: 'offboard',
  state: 'completed' as const,
  total: 1,
  done: 1,
  skipped: 0,
  failed: 0,
  askedBy: 'test',
});

async function register(events: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: BASE,
    headers: await t.headersFor('admin'),
    payload: { url: receiver.url, events },
  });
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json() as { endpointId: string; secret: string };
  receiver.useSecret(created.secret);
  return created;
}

async function attemptsOf(endpointId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${BASE}/${endpointId}/attempts`,
    headers: await t.headersFor('admin'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WebhookAttemptPage;
}

async function setEnabled(endpointId: string, enabled: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${BASE}/${endpointId}`,
    headers: await t.headersFor('admin'),
    payload: { enabled },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WebhookEndpoint;
}

beforeAll(async () => {
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_TIMEOUT_MS: '2000' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'admin', roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL3'] });
  receiver = await startWebhookReceiver({ status: () => (failing ? 500 : undefined) as number });
});
afterEach(async () => {
  failing = false;
  await t.db.delete(webhookEndpoints);
  receiver.received.length = 0;
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('webhook deliveries', () => {
  it('signs each delivery so that a Standard Webhooks receiver accepts it, and logs the answer', async () => {
    const { endpointId } = await register(['device.offboarded']);
    const { deliveries } = t.servicesOf(webhooksModule);
    await t.db.transaction((tx) => emitWebhookEvent(tx, 'panasonic', 'device.offboarded', offboarded('D1')));
    // An event nobody chose and another tenant's event write nothing.
    expect(await emitWebhookEvent(t.db, 'panasonic', 'firmware.uploaded', uploaded('1'))).toBe(0);
    expect(await emitWebhookEvent(t.db, 'northmart', 'device.offboarded', offboarded('D2'))).toBe(0);
    expect(await deliveries.tick()).toBe(1);
    expect(receiver.refused).toEqual([]);
    expect(receiver.received.map((r) => [r.type, r.data])).toEqual([['device.offboarded', offboarded('D1')]]);
    const log = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${endpointId}/attempts`,
      headers: await t.headersFor('admin'),
    });
    const [attempt] = log.json().attempts;
    expect(attempt).toMatchObject({
      eventType: 'device.offboarded',
      statusCode: 204,
      attempt: 1,
      retryAt: null,
    });
    expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    // The endpoint's list row names its newest try, for the screen's 'last delivery'.
    const list = await t.app.inject({ method: 'GET', url: BASE, headers: await t.headersFor('admin') });
    expect(list.json().endpoints[0].lastAttempt).toEqual({
      at: attempt.at,
      eventType: 'device.offboarded',
      statusCode: 204,
      error: null,
    });
  });

  it('tells of a device offboarded through the route, from the transaction that offboarded it', async () => {
    await register(['device.offboarded']);
    await insertDevice(t.db, { deviceId: 'WH1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/deviceManagement/devices/WH1/deviceOffboard',
      headers: await t.headersFor('admin'),
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.servicesOf(webhooksModule).deliveries.tick();
    expect(receiver.received.map((r) => [r.type, r.data.deviceId, r.data.offboardedBy])).toEqual([
      ['device.offboarded', 'WH1', 'admin'],
    ]);
  });

  it('a wrong secret is refused by the receiver (the check can fail)', async () => {
    await register(['device.offboarded']);
    receiver.useSecret(`whsec_${Buffer.alloc(24, 1).toString('base64')}`);
    await emitWebhookEvent(t.db, 'panasonic', 'device.offboarded', offboarded('D3'));
    await t.servicesOf(webhooksModule).deliveries.tick();
    expect(receiver.refused).toHaveLength(1);
    receiver.refused.length = 0;
  });

  it('sends a test event from the route', async () => {
    const { endpointId } = await register(['rollout.stopped']);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${endpointId}/test`,
      headers: await t.headersFor('admin'),
    });
    expect(res.statusCode).toBe(200);
    await t.servicesOf(webhooksModule).deliveries.tick();
    expect(receiver.received.map((r) => [r.id, r.type])).toEqual([[res.json().eventId, 'webhook.test']]);
  });

  it('retries with exponential backoff for a day, then gives up and disables the endpoint with a notice', async () => {
    const { endpointId } = await register(['firmware.uploaded']);
    failing = true;
    const worker = t.servicesOf(webhooksModule).deliveries;
    await emitWebhookEvent(t.db, 'panasonic', 'firmware.uploaded', uploaded('2.0'));
    const start = Date.now();
    let clock = start;
    const now = () => new Date(clock);
    expect(await worker.tick(now)).toBe(1);
    expect(await worker.tick(now)).toBe(0); // not due again yet
    const gaps: number[] = [];
    for (let i = 0; i < 40; i++) {
      const [row] = await t.db.select().from(webhookDeliveries);
      if (row?.state !== 'pending') break;
      gaps.push(row.nextAt.getTime() - clock);
      clock = row.nextAt.getTime();
      expect(await worker.tick(now)).toBe(1);
    }
    expect(gaps.slice(0, 5)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    expect(Math.max(...gaps)).toBe(HOUR);
    const [row] = await t.db.select().from(webhookDeliveries);
    expect(row?.state).toBe('failed');
    expect(clock - start).toBeLessThanOrEqual(24 * HOUR + 5_000);
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const notices = await t.db.select().from(auditLog).where(eq(auditLog.action, 'webhook.disable'));
    expect(notices.map((n) => n.entityId)).toEqual([endpointId]);
    const attempts = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpointId));
    expect(attempts.every((a) => a.statusCode === 500)).toBe(true);
    expect(attempts.at(-1)?.retryAt).toBeNull();
    // The log says why no try follows the last one; the tries before it were followed.
    const [last, before] = (await attemptsOf(endpointId)).attempts;
    expect(last).toMatchObject({ retryAt: null, givenUp: 'retriesExhausted' });
    expect(before).toMatchObject({ givenUp: null });
    expect(before?.retryAt).toBe(last?.at);
    // A disabled endpoint gets nothing more; enabling it again starts afresh.
    expect(await emitWebhookEvent(t.db, 'panasonic', 'firmware.uploaded', uploaded('2.1'))).toBe(0);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${endpointId}`,
      headers: await t.headersFor('admin'),
      payload: { enabled: true },
    });
    expect(res.json()).toMatchObject({ enabled: true, disabledAt: null, failingSince: null });
  });

  it('gives up what waits when a person disables the endpoint, and its log never shows a next try again', async () => {
    const { endpointId } = await register(['firmware.uploaded']);
    failing = true;
    const worker = t.servicesOf(webhooksModule).deliveries;
    await emitWebhookEvent(t.db, 'panasonic', 'firmware.uploaded', uploaded('5'));
    await worker.tick();
    const [waiting] = (await attemptsOf(endpointId)).attempts;
    expect(waiting).toMatchObject({ givenUp: null, statusCode: 500 });
    expect(waiting?.retryAt).toBeGreaterThan(waiting?.at ?? 0);
    const disabled = await setEnabled(endpointId, false);
    expect(disabled).toMatchObject({
      enabled: false,
      disabledReason: 'by hand',
      disabledBy: 'admin',
      pending: 0,
    });
    expect(disabled.disabledAt).toBeGreaterThan(0);
    const givenUp = { attemptId: waiting?.attemptId, retryAt: null, givenUp: 'endpointDisabled' };
    expect((await attemptsOf(endpointId)).attempts).toEqual([expect.objectContaining(givenUp)]);
    // Enabling it again does not bring the given-up delivery back, nor its next try.
    expect(await setEnabled(endpointId, true)).toMatchObject({
      enabled: true,
      disabledBy: null,
      disabledAt: null,
    });
    expect((await attemptsOf(endpointId)).attempts).toEqual([expect.objectContaining(givenUp)]);
    expect(await worker.tick(() => new Date(Date.now() + HOUR))).toBe(0);
  });

  it('a success ends the failing streak', async () => {
    const { endpointId } = await register(['firmware.uploaded']);
    const worker = t.servicesOf(webhooksModule).deliveries;
    failing = true;
    await emitWebhookEvent(t.db, 'panasonic', 'firmware.uploaded', uploaded('3'));
    await worker.tick();
    failing = false;
    await emitWebhookEvent(t.db, 'panasonic', 'firmware.uploaded', uploaded('4'));
    await worker.tick(() => new Date(Date.now() + 10_000));
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint?.failingSince).toBeNull();
    expect(receiver.received.map((r) => r.data.version).sort()).toEqual(['3', '4']);
  });

  it('never connects to a loopback address on the default setting, by IP or by name', async () => {
    const sender = createWebhookSender({ timeoutMs: 2000, allowPrivate: false });
    for (const url of [
      receiver.url,
      receiver.url.replace('127.0.0.1', 'localhost'),
      `http://[::ffff:7f00:1]:${receiver.port}/`,
    ]) {
      const result = await sender.send(url, {}, '{}');
      expect(result.statusCode).toBeNull();
      expect(result.error).toMatch(/private, loopback or link-local/);
    }
    sender.close();
    expect(receiver.received).toEqual([]);
  });

  it('times a try out', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const sender = createWebhookSender({ timeoutMs: 200, allowPrivate: true });
    const result = await sender.send(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, {}, '{}');
    expect(result).toMatchObject({ statusCode: null, error: 'no answer within 200 ms' });
    sender.close();
    silent.closeAllConnections();
    silent.close();
  });

  it('two servers on one database send each delivery once', async () => {
    await register(['bulk_action.finished']);
    for (let i = 0; i < 60; i++)
      await emitWebhookEvent(t.db, 'panasonic', 'bulk_action.finished', bulkFinished(i));
    const make = () =>
      createDeliveryWorker({
        database: t.database,
        secretKey: t.deps.secretKey,
        sender: createWebhookSender({ timeoutMs: 2000, allowPrivate: true }),
        settings: { retryBaseSeconds: 5, retryHours: 24, disableAfterHours: 24, stepSeconds: 1 },
      });
    const [a, b] = [make(), make()];
    // A second on: a delivery is due from its queueing time in PostgreSQL's clock (microseconds),
    // and ticked in the same millisecond, the last one was not due yet by the worker's (59 of 60).
    const later = () => new Date(Date.now() + 1000);
    const [na, nb] = await Promise.all([a.tick(later), b.tick(later)]);
    expect(na + nb).toBe(60);
    const ids = receiver.received.map((r) => r.id);
    expect(new Set(ids).size).toBe(60);
    expect(ids).toHaveLength(60);
  });

  it('streams audit entries to an endpoint that takes audit.entry', async () => {
    const { endpointId } = await register(['audit.entry']);
    const { auditStream, deliveries } = t.servicesOf(webhooksModule);
    // The endpoint's own creation came before its cursor: the stream starts after it.
    await auditStream.tick();
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/${endpointId}/test`,
      headers: await t.headersFor('admin'),
    });
    await auditStream.tick();
    await deliveries.tick();
    const audits = receiver.received.filter((r) => r.type === 'audit.entry');
    expect(audits.map((a) => [a.data.action, a.data.entityId])).toEqual([['webhook.test', endpointId]]);
    expect(audits[0]?.data.hash).toMatch(/^[0-9a-f]{64}$/);
    // The log names the audit action each delivery carried, and the event's id.
    const entries = (await attemptsOf(endpointId)).attempts.filter((a) => a.eventType === 'audit.entry');
    expect(entries.map((a) => [a.eventSubject, a.eventId])).toEqual([['webhook.test', audits[0]?.id]]);
  });
});

describe('audit stream to syslog', () => {
  it('sends each new entry as an RFC 5424 message over UDP', async () => {
    const udp = createSocket('udp4');
    const lines: string[] = [];
    let heard: () => void = () => {};
    udp.on('message', (m) => {
      lines.push(m.toString('utf8'));
      heard();
    });
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    const port = (udp.address() as AddressInfo).port;
    const s = await buildTestApp({ AUDIT_SYSLOG_URL: `udp://127.0.0.1:${port}` }, { database: t.database });
    const stream = s.servicesOf(webhooksModule).auditStream;
    await stream.tick(); // cursors start at each chain's newest entry
    await t.db
      .insert(auditLog)
      .values({ tenantId: 'panasonic', action: 'test.syslog', entity: 'x', entityId: 'e1', ip: null });
    await stream.tick();
    while (!lines.some((l) => l.includes('test.syslog')))
      await new Promise<void>((resolve) => (heard = resolve));
    const line = lines.find((l) => l.includes('test.syslog')) ?? '';
    expect(line).toMatch(
      /^<109>1 \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \S+ console-audit \d+ test\.syslog \[audit@32473 tenant="panasonic" seq="\d+" hash="[0-9a-f]{64}"\] \ufeff\{/,
    );
    expect(JSON.parse(line.slice(line.indexOf('\ufeff') + 1))).toMatchObject({
      action: 'test.syslog',
      entityId: 'e1',
    });
    await stream.tick();
    expect(lines.filter((l) => l.includes('test.syslog'))).toHaveLength(1);
    await s.close();
    udp.close();
  });
});

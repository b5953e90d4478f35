import { randomBytes } from 'node:crypto';
import { messages } from '@console/contracts/messages';
import type { TimelineLiveMessage } from '@console/contracts/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { timelineModule } from '.';

/*
 * The live tail end to end: a real server listening, its timeline workers on the broker (embedded,
 * or Mosquitto on the real target), a reader of the event stream, and messages published as a
 * device would. Devices get ids of their own: on the real target other test files share the broker.
 */

let t: TestApp & { baseUrl: string };
const tag = randomBytes(3).toString('hex').toUpperCase();
const A = `TL${tag}A`;
const B = `TL${tag}B`;
const OUT = `TL${tag}W`;

interface Event {
  event: string;
  data: unknown;
}

/** An open stream: its events so far, and a wait for the first that matches. */
async function openStream(path: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${t.baseUrl}${path}`, { headers, signal: controller.signal });
  const events: Event[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
            cut = buffer.indexOf('\n\n');
          }
          for (const wake of waiters.splice(0)) wake();
        }
      } catch {}
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    })();
  }
  async function next(match: (e: Event) => boolean, what: string): Promise<Event> {
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (ended) throw new Error(`stream ended before ${what}`);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${what} within 10 s`)), 10_000);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return { res, events, next, close: () => controller.abort(), ended: () => ended };
}

/** A message whose text holds the marker: never a hex-like marker, the devices' ids are hex. */
const messageWith = (marker: string) => (e: Event) =>
  e.event === 'message' && JSON.stringify(e.data).includes(marker);
const messageWhere = (match: (m: TimelineLiveMessage) => boolean) => (e: Event) =>
  e.event === 'message' && match(e.data as TimelineLiveMessage);

const publish = (deviceId: string, topic: string, payload: object | string) =>
  t.mqtt?.client.publishAsync(
    `devices/${deviceId}/${topic}`,
    typeof payload === 'string' ? payload : JSON.stringify(payload),
    { qos: 1 },
  );

const live = (id: string) => `/simplifi/v1/timeline/devices/${id}/live`;
const liveTail = () => t.servicesOf(timelineModule).liveTail;

beforeAll(async () => {
  // A one-second heartbeat (half the idle limit), so a revoked session is noticed at once.
  t = await buildListeningTestApp({ HTTP_IDLE_TIMEOUT_SECONDS: '2' }, { workers: ['timeline'] });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertDevice(t.db, { deviceId: A });
  await insertDevice(t.db, { deviceId: B });
  await insertDevice(t.db, { deviceId: OUT, category: 'WM' });
});
afterAll(() => t?.close());

describe('the live tail', () => {
  it("streams the device's messages as they arrive, and only that device's", async () => {
    const stream = await openStream(live(A), await t.headersFor('l4'));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await stream.next((e) => e.event === 'ready', 'ready');
    await publish(B, 'status', { ps: 'off', acmd: 'other' });
    await publish(A, 'status', { ps: 'on', acmd: 'cool', ts: 1_767_225_600 });
    await publish(A, 'diagnostics', { idt: 24.5, flt: ['F7'] });
    const status = (await stream.next(messageWith('cool'), 'the status')).data as TimelineLiveMessage;
    expect(status).toMatchObject({
      kind: 'status',
      topic: 'status',
      deviceId: A,
      redacted: false,
      rejected: null,
    });
    expect(status.at).toBe(1_767_225_600_000);
    expect(status.fields).toContainEqual(expect.objectContaining({ key: 'ps', value: 'on' }));
    const diagnostic = (
      await stream.next(
        messageWhere((m) => m.kind === 'diagnostic'),
        'the diagnostics',
      )
    ).data as TimelineLiveMessage;
    expect(diagnostic).toMatchObject({ kind: 'diagnostic', event: 'faults', redacted: false });
    expect(JSON.stringify(diagnostic.fields)).toContain('F7');
    expect(stream.events.some((e) => JSON.stringify(e.data).includes(B) && e.event === 'message')).toBe(
      false,
    );
    stream.close();
  });

  it('shows what the platform would refuse as rejected, and never a command’s links', async () => {
    const stream = await openStream(live(A), await t.headersFor('l4'));
    await stream.next((e) => e.event === 'ready', 'ready');
    await publish(A, 'status', { ps: 'sideways' });
    const bad = (
      await stream.next(
        messageWhere((m) => m.rejected !== null),
        'the rejected status',
      )
    ).data as TimelineLiveMessage;
    expect(bad.rejected).toContain('ps');
    expect(bad.fields).toEqual([]);
    const command = {
      commandId: `c-${tag}`,
      ts: 1_767_225_600,
      type: 'fota',
      url: 'https://files.example/firmware.bin?signature=secret',
      signatureUrl: 'https://files.example/firmware.sig?signature=secret',
      sha256: 'a'.repeat(64),
      firmwareVersion: '2.0',
    };
    await publish(A, 'commands', command);
    const sent = (await stream.next(messageWith(`c-${tag}`), 'the command')).data as TimelineLiveMessage;
    expect(sent).toMatchObject({ kind: 'command', topic: 'commands', event: 'sent' });
    expect(JSON.stringify(sent)).not.toContain('secret');
    await publish(A, 'command-results', {
      commandId: `c-${tag}`,
      type: 'fota',
      status: 'progress',
      stage: 'downloading',
      percent: 40,
      ts: 1_767_225_601,
    });
    const progress = (await stream.next(messageWith('downloading'), 'the progress'))
      .data as TimelineLiveMessage;
    expect(progress.fields).toContainEqual(expect.objectContaining({ key: 'percent', value: 40 }));
    stream.close();
  });

  it('redacts the reports for a level-0 factory admin (a stream left open: closing the app ends it)', async () => {
    const stream = await openStream(live(A), await t.headersFor('factory'));
    await stream.next((e) => e.event === 'ready', 'ready');
    await publish(A, 'diagnostics', { idt: 31.5, flt: ['F9'] });
    const redacted = (
      await stream.next(
        (e) => e.event === 'message' && (e.data as TimelineLiveMessage).kind === 'diagnostic',
        'the diagnostics',
      )
    ).data as TimelineLiveMessage;
    expect(redacted).toMatchObject({ redacted: true, fields: [], event: 'report' });
    // The device's id is random hex (it may hold 'F9' itself): the rest must not.
    expect(redacted.deviceId).toBe(A);
    expect(JSON.stringify({ ...redacted, deviceId: '' })).not.toContain('F9');
    // Left open: the app's close must end it, not wait for it.
  });

  it('answers Device not found outside the caller’s scope, before any stream opens', async () => {
    const res = await fetch(`${t.baseUrl}${live(OUT)}`, { headers: await t.headersFor('l1') });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(messages.deviceNotFound);
  });

  it('ends the stream once its session is revoked, and stops listening to the device', async () => {
    const headers = await t.loginAs('l4');
    const before = liveTail().listeners();
    const stream = await openStream(live(B), headers);
    await stream.next((e) => e.event === 'ready', 'ready');
    expect(liveTail().listeners()).toBe(before + 1);
    const out = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/userManagement/logout',
      headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const end = await stream.next((e) => e.event === 'end', 'the end');
    expect(end.data).toEqual({ reason: 'session' });
    await expect.poll(() => liveTail().listeners()).toBe(before);
  });
});

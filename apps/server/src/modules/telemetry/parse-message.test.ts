import { DEVICE_CATEGORIES } from '@console/contracts/constants';
import {
  DiagnosticsPayload,
  deviceTopicFilter,
  parseDeviceTopic,
  StatusPayload,
} from '@console/contracts/mqtt';
import { createAppliance, createRandom } from '@console/simulator';
import { describe, expect, it } from 'vitest';
import { deviceSeconds, parseTelemetryMessage } from './parse-message';
import { diagnosticsFields, statusFields } from './telemetry-fields';

const now = 1_700_000_000;
const buf = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('topics', () => {
  it('parses device topics and nothing else', () => {
    expect(parseDeviceTopic('devices/d1/status')).toEqual({ deviceId: 'd1', kind: 'status' });
    expect(parseDeviceTopic('devices/d1/command-results')).toEqual({
      deviceId: 'd1',
      kind: 'command-results',
    });
    expect(parseDeviceTopic('devices/d1/other')).toBeUndefined();
    expect(parseDeviceTopic('devices//status')).toBeUndefined();
    expect(parseDeviceTopic('devices/d1/status/extra')).toBeUndefined();
    expect(parseDeviceTopic('things/d1/status')).toBeUndefined();
  });
  it('builds plain and shared subscription filters', () => {
    expect(deviceTopicFilter('status')).toBe('devices/+/status');
    expect(deviceTopicFilter('status', 'ingest')).toBe('$share/ingest/devices/+/status');
  });
});

describe('parseTelemetryMessage', () => {
  it('reads timestamps as seconds: milliseconds converted, missing or far-future ones replaced by now', () => {
    expect(deviceSeconds(undefined, now)).toBe(now);
    expect(deviceSeconds(1_699_999_000, now)).toBe(1_699_999_000);
    expect(deviceSeconds(1_699_999_000_123, now)).toBe(1_699_999_000);
    expect(deviceSeconds(now + 7 * 86_400, now)).toBe(now);
  });

  it('accepts a status with extra category fields and stamps its ts', () => {
    const parsed = parseTelemetryMessage('devices/d1/status', buf({ ps: 'on', sw: { '01': 'on' } }), now);
    expect(parsed).toEqual({
      kind: 'status',
      item: { deviceId: 'd1', ts: now, payload: { ps: 'on', sw: { '01': 'on' }, ts: now } },
    });
  });

  it('defaults the connection reason, and keeps the session a will ends', () => {
    expect(parseTelemetryMessage('devices/d1/connection', buf({ online: true, ts: now - 5 }), now)).toEqual({
      kind: 'connection',
      event: { deviceId: 'd1', online: true, reason: 'connect', ts: now - 5, since: undefined },
    });
    const will = parseTelemetryMessage(
      'devices/d1/connection',
      buf({ online: false, reason: 'lastWill', since: now - 9 }),
      now,
    );
    expect(will).toMatchObject({ event: { online: false, reason: 'lastWill', ts: now, since: now - 9 } });
  });

  it.each([
    ['not JSON', 'devices/d1/status', 'nope'],
    ['a bad power state', 'devices/d1/status', { ps: 'maybe' }],
    ['an array', 'devices/d1/status', [1]],
    ['a negative ts', 'devices/d1/status', { ts: -1 }],
    ['a fan level above 6', 'devices/d1/diagnostics', { ifsl: 7 }],
    ['a faults list that is not a list', 'devices/d1/diagnostics', { flt: 'E1' }],
    [
      'too many fields',
      'devices/d1/status',
      Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i])),
    ],
    ['a connection without online', 'devices/d1/connection', { reason: 'connect' }],
    ['an unknown connection reason', 'devices/d1/connection', { online: false, reason: 'nap' }],
    ['an oversized payload', 'devices/d1/status', { pad: 'x'.repeat(20_000) }],
  ])('rejects %s', (_, topic, payload) => {
    expect(parseTelemetryMessage(topic, buf(payload), now).kind).toBe('invalid');
  });

  it('ignores empty (retained-clearing) messages, other kinds and other topics', () => {
    expect(parseTelemetryMessage('devices/d1/connection', Buffer.alloc(0), now).kind).toBe('ignored');
    expect(parseTelemetryMessage('devices/d1/commands', buf({}), now).kind).toBe('ignored');
    expect(parseTelemetryMessage('other/topic', buf({}), now).kind).toBe('ignored');
  });
});

describe('the simulator speaks this protocol', () => {
  it.each(DEVICE_CATEGORIES)(
    '%s: every status and diagnostics report is valid, and every field has a label',
    (category) => {
      const appliance = createAppliance(category, createRandom(`device-${category}`));
      for (let i = 0; i < 200; i++) {
        appliance.step(60);
        const status = StatusPayload.parse({ ...appliance.status(), rssi: -60, fw: '1.0', ts: now });
        for (const key of Object.keys(status)) expect(statusFields, key).toHaveProperty(key);
        const diagnostics = appliance.diagnostics();
        if (!diagnostics) continue;
        DiagnosticsPayload.parse({ ...diagnostics, ts: now });
        for (const key of Object.keys(diagnostics)) expect(diagnosticsFields, key).toHaveProperty(key);
      }
    },
  );
});

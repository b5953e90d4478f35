import { toMillis } from '@console/contracts/constants';
import {
  ConnectionPayload,
  DiagnosticsPayload,
  parseDeviceTopic,
  StatusPayload,
} from '@console/contracts/mqtt';
import type { z } from 'zod';
import type { ConnectionEvent } from './connection.queries';
import type { ReportItem } from './telemetry.queries';

/** Larger messages are not telemetry: dropped before parsing. */
export const MAX_PAYLOAD_BYTES = 16 * 1024;
/** Device clocks further ahead than this are not trusted: the time of receipt is used instead. */
const MAX_CLOCK_AHEAD_SECONDS = 24 * 3600;

export type ParsedMessage =
  | { kind: 'status' | 'diagnostics'; item: ReportItem }
  | { kind: 'connection'; event: ConnectionEvent }
  | { kind: 'ignored' }
  | { kind: 'invalid'; reason: string };

/** A device's timestamp in seconds (milliseconds accepted), or `now` when missing or implausible. */
export function deviceSeconds(ts: number | undefined, now: number): number {
  if (ts === undefined) return now;
  const seconds = Math.floor(toMillis(ts) / 1000);
  return seconds > now + MAX_CLOCK_AHEAD_SECONDS ? now : seconds;
}

function parseJson<S extends z.ZodType>(schema: S, payload: Buffer): z.infer<S> | string {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return 'not JSON';
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  return result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Turns one MQTT message into what ingest stores, or says why not. Pure: `now` is in seconds. */
export function parseTelemetryMessage(topic: string, payload: Buffer, now: number): ParsedMessage {
  const parsed = parseDeviceTopic(topic);
  // An empty retained message only clears the broker's copy: nothing happened on the device.
  if (!parsed || payload.length === 0) return { kind: 'ignored' };
  if (payload.length > MAX_PAYLOAD_BYTES) return { kind: 'invalid', reason: 'payload too large' };
  const { deviceId, kind } = parsed;
  if (kind === 'status' || kind === 'diagnostics') {
    const data = parseJson(kind === 'status' ? StatusPayload : DiagnosticsPayload, payload);
    if (typeof data === 'string') return { kind: 'invalid', reason: data };
    const ts = deviceSeconds(data.ts, now);
    return { kind, item: { deviceId, ts, payload: { ...data, ts } } };
  }
  if (kind === 'connection') {
    const data = parseJson(ConnectionPayload, payload);
    if (typeof data === 'string') return { kind: 'invalid', reason: data };
    const reason = data.reason ?? (data.online ? 'connect' : 'disconnect');
    const since = data.since === undefined ? undefined : deviceSeconds(data.since, now);
    return {
      kind,
      event: { deviceId, online: data.online, reason, ts: deviceSeconds(data.ts, now), since },
    };
  }
  return { kind: 'ignored' };
}

import { toMillis } from '@console/contracts/constants';
import { CommandResult, DeviceCommand } from '@console/contracts/mqtt';
import type { TimelineKind, TimelineKindAccess, TimelineLiveMessage } from '@console/contracts/timeline';
import { parseTelemetryMessage } from '../telemetry';
import type { TopicKind } from './live-tail';
import { BODY_OF, reportBody } from './timeline-entries';

/*
 * One MQTT message as the live tail shows it, in a timeline entry's shape, redacted or left out by
 * the caller's kinds as the pages are. A report or connection change is read by the ingest's own
 * parser, so what the tail shows as rejected (with the reason, none of its content) is exactly what
 * the ingest drops; commands and their results by the protocol's schemas (contracts/mqtt). A
 * command's links (signed download URLs) are never shown: they are credentials.
 */

const KIND_OF_TOPIC: Record<TopicKind, TimelineKind> = {
  status: 'status',
  diagnostics: 'diagnostic',
  connection: 'connection',
  commands: 'command',
  'command-results': 'command',
};

/** A command or result as its schema reads it; undefined when it is not one. */
function read<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  payload: Buffer,
) {
  try {
    const result = schema.safeParse(JSON.parse(payload.toString('utf8')));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** A command's or result's time in epoch ms (seconds or ms accepted). */
const timeOf = (ts: number) => toMillis(ts);

/** The message for a caller who may see `access`, or null when its kind is not theirs (or it is empty). */
export function liveMessageOf(
  deviceId: string,
  topic: TopicKind,
  payload: Buffer,
  access: readonly TimelineKindAccess[],
  now = Date.now(),
): TimelineLiveMessage | null {
  const kind = KIND_OF_TOPIC[topic];
  const seen = access.find((a) => a.kind === kind);
  // An empty retained message only clears the broker's copy: nothing happened on the device.
  if (!seen || payload.length === 0) return null;
  const base = { key: '', at: now, kind, deviceId, userId: null, topic, rejected: null };
  const rejected = (reason: string): TimelineLiveMessage => ({
    ...base,
    event: 'rejected',
    fields: [],
    redacted: seen.redacted,
    rejected: reason,
  });
  if (topic === 'status' || topic === 'diagnostics' || topic === 'connection') {
    const message = parseTelemetryMessage(`devices/${deviceId}/${topic}`, payload, Math.floor(now / 1000));
    if (message.kind === 'invalid') return rejected(message.reason);
    if (message.kind === 'ignored') return null;
    if (message.kind === 'connection') {
      const { online, reason, ts } = message.event;
      const body = BODY_OF.connection({ us: '0', rid: '0', device_id: deviceId, online, reason });
      return { ...base, ...body, at: ts * 1000 };
    }
    const { payload: report, ts } = message.item;
    const body = reportBody(kind as 'status' | 'diagnostic', deviceId, seen.redacted ? null : report);
    return { ...base, ...body, at: ts * 1000 };
  }
  if (topic === 'commands') {
    const command = read(DeviceCommand, payload);
    if (!command) return rejected('not a command');
    // Only what names the command: its links are left out whole.
    const version = command.type === 'fota' ? command.firmwareVersion : command.configVersion;
    const row = { us: '0', rid: command.commandId, device_id: deviceId, type: command.type, status: 'sent' };
    return { ...base, ...BODY_OF.command({ ...row, target_version: version }), at: timeOf(command.ts) };
  }
  const result = read(CommandResult, payload);
  if (!result) return rejected('not a command result');
  const row = {
    us: '0',
    rid: result.commandId,
    device_id: deviceId,
    type: result.type,
    status: result.status,
  };
  const version = result.firmwareVersion ?? result.configVersion;
  const fields = {
    target_version: version,
    reason: result.reason,
    stage: result.stage,
    percent: result.percent,
  };
  return { ...base, ...BODY_OF.command({ ...row, ...fields }), at: timeOf(result.ts) };
}

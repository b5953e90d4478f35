import type { LogField } from '@console/contracts/device-logs';
import { type MessageCode, messages } from '@console/contracts/messages';
import type { TimelineEntry, TimelineKind } from '@console/contracts/timeline';
import { toReportRow } from '../device-logs';
import type { Source } from './timeline-cursor';

/*
 * Each source's rows as timeline entries: what happened (`event`, in the kind's own words) and
 * its details as labelled fields, the way the log tabs label a report's. The key is added by the
 * page, which knows the row's place.
 */

export type EntryBody = Omit<TimelineEntry, 'key' | 'at'>;

/** A source's row as its fields name it (snake case, as the branch built them), with its id. */
export type EntryRow = { rid: string } & Record<string, unknown>;

/** The kind a source's entries are of. */
export const KIND_OF: Record<Source, TimelineKind> = {
  activity: 'activity',
  appLogin: 'appLogin',
  audit: 'audit',
  command: 'command',
  connection: 'connection',
  diagnostic: 'diagnostic',
  feedback: 'feedback',
  firmware: 'firmware',
  notification: 'notification',
  onboarding: 'onboarding',
  service: 'warranty',
  status: 'status',
  warranty: 'warranty',
};

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** A field labelled from the catalogue; left out when it has no value. */
function field(key: string, label: MessageCode, value: unknown): LogField[] {
  if (value === null || value === undefined || value === '') return [];
  const shown = typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  return [{ key, header: messages[label], desc: messages[label], value: shown }];
}

/** Epoch milliseconds (a number, or its text) as a field's number. */
const millis = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A JSON object field (an audit entry's detail), or none. */
const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const listed = (value: unknown) => Array.isArray(value) && value.length > 0;

/** A status or diagnostic report's event: whether it carried errors or faults. */
export function reportEvent(kind: 'status' | 'diagnostic', payload: Record<string, unknown>): string {
  if (kind === 'status') return listed(payload.errors) ? 'errors' : 'report';
  return listed(payload.flt) ||
    listed(payload.prt) ||
    listed(payload.faultTypes) ||
    listed(payload.protections)
    ? 'faults'
    : 'report';
}

/** A report's labelled fields, or none when redacted (the payload was not even read). */
export function reportBody(
  kind: 'status' | 'diagnostic',
  deviceId: string,
  payload: Record<string, unknown> | null,
) {
  const base = { kind, deviceId, userId: null };
  if (!payload) return { ...base, event: 'report', fields: [], redacted: true };
  const { ts, ...rest } = payload;
  const fields = toReportRow(kind, Number(ts ?? 0), rest).payload;
  return { ...base, event: reportEvent(kind, payload), fields, redacted: false };
}

type Mapper = (row: EntryRow) => EntryBody;

const device = (row: EntryRow) => text(row.device_id);
const user = (row: EntryRow) => text(row.user_id);
const plain = (kind: TimelineKind, row: EntryRow, event: string, fields: LogField[], userId = user(row)) => ({
  kind,
  event,
  deviceId: device(row),
  userId,
  fields,
  redacted: false,
});

/** Each source's rows (reports apart: `reportBody`) as entries. */
export const BODY_OF: Record<Exclude<Source, 'status' | 'diagnostic'>, Mapper> = {
  connection: (row) =>
    plain('connection', row, row.online === true || row.online === 't' ? 'online' : 'offline', [
      ...field('reason', 'timelineFieldReason', row.reason),
    ]),
  activity: (row) =>
    plain('activity', row, String(row.activity), [...field('status', 'timelineFieldStatus', row.status)]),
  onboarding: (row) =>
    plain('onboarding', row, String(row.activity), [...field('userId', 'timelineFieldUser', row.user_id)]),
  firmware: (row) =>
    plain('firmware', row, String(row.device_status), [
      ...field('firmwareVersion', 'timelineFieldVersion', row.firmware_version),
      ...field('modelNumber', 'timelineFieldModel', row.model_number),
    ]),
  command: (row) =>
    plain('command', row, String(row.status), [
      ...field('type', 'timelineFieldType', row.type),
      ...field('targetVersion', 'timelineFieldVersion', row.target_version),
      ...field('stage', 'timelineFieldStage', row.stage),
      ...field('percent', 'timelineFieldPercent', row.percent == null ? null : Number(row.percent)),
      ...field('reason', 'timelineFieldReason', row.reason),
      ...field('updatedAt', 'timelineFieldFinished', millis(row.updated_ms)),
      ...field('commandId', 'timelineFieldCommandId', row.rid),
    ]),
  audit: (row) => {
    const detail = Object.entries(objectOf(row.detail)).map(([key, value]) => ({
      key: `detail.${key}`,
      header: key,
      desc: `${messages.timelineFieldDetail}: ${key}`,
      value:
        typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as LogField['value']),
    }));
    const onDevice = row.entity === 'device';
    return {
      ...plain('audit', row, String(row.action), [
        ...field('actorName', 'timelineFieldActor', row.actor_name),
        ...field('entity', 'timelineFieldEntity', `${row.entity} ${row.entity_id ?? ''}`.trim()),
        ...detail,
      ]),
      deviceId: onDevice ? text(row.entity_id) : null,
      userId: onDevice ? null : text(row.entity_id),
    };
  },
  appLogin: (row) => plain('appLogin', row, 'appLogin', []),
  notification: (row) =>
    plain('notification', row, String(row.channel), [
      ...field('words', 'timelineFieldDescription', row.words),
      ...field('severity', 'timelineFieldSeverity', row.severity),
      ...field('taskId', 'timelineFieldTask', row.task_id),
    ]),
  feedback: (row) =>
    plain('feedback', row, String(row.status), [
      ...field('ticketId', 'timelineFieldTicket', row.rid),
      ...field('type', 'timelineFieldType', row.type),
      ...field('description', 'timelineFieldDescription', row.description),
      ...field('errorCode', 'timelineFieldErrorCode', row.error_code),
    ]),
  warranty: (row) =>
    plain('warranty', row, 'warranty', [
      ...field('product', 'timelineFieldProduct', row.product_name),
      ...field('warrantyType', 'timelineFieldWarrantyType', row.warranty_type),
      ...field('expiry', 'timelineFieldExpiry', row.expiry_date),
    ]),
  service: (row) =>
    plain('warranty', row, 'service', [
      ...field('product', 'timelineFieldProduct', row.product_name),
      ...field('job', 'timelineFieldJob', row.job_number),
      ...field('type', 'timelineFieldType', row.job_classification),
      ...field('jobStatus', 'timelineFieldJobStatus', row.job_status),
      ...field('closed', 'timelineFieldClosed', millis(row.closed_ms)),
    ]),
};

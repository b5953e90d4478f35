import { Readable } from 'node:stream';
import type { Db } from '../../platform/db/client';
import type { DeviceKey } from '../../platform/db/device-page';
import { csvLine } from '../../platform/http/csv';
import type { DateRange } from './date-range';
import { streamReports } from './device-logs.queries';
import { displayValue, fieldValue, knownFields, type LogKind } from './log-fields';

export interface ReportCsv {
  fileName: string;
  body: Readable;
}

const prefix: Record<LogKind, string> = { status: 'Device_Status', diagnostic: 'Device_Diagnostic' };
const day = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);
const ROW_KEYS = new Set(['ts', 'st', 'ty', 'mo']);

/** `Device_Status_{id}_{from}_{to}.csv` (spec 001 section 9), dates as YYYY-MM-DD (UTC). */
export function reportFileName(kind: LogKind, deviceId: string, range: DateRange): string {
  const safeId = deviceId.replace(/[^\w.-]/g, '_');
  return `${prefix[kind]}_${safeId}_${day(range.fromTs)}_${day(range.toTs)}.csv`;
}

/**
 * A report download, newest first: fixed columns (time, type, model, state, every known field by
 * its label) and an Other column holding any further fields as JSON. Rows are read from the
 * database a batch at a time while the response drains, so memory stays flat.
 */
export function reportCsv(db: Db, kind: LogKind, key: DeviceKey, range: DateRange): ReportCsv {
  const fields = knownFields(kind);
  const claimed = new Set([...ROW_KEYS, ...fields.flatMap((f) => [f.key, ...f.aliases])]);

  async function* lines() {
    yield csvLine([
      'Timestamp',
      'Date (UTC)',
      'Type',
      'Model',
      'State',
      ...fields.map((f) => f.header),
      'Other',
    ]);
    for await (const batch of streamReports(db, kind, key, range)) {
      let chunk = '';
      for (const { ts, payload } of batch) {
        const pick = (f: (typeof fields)[number]) =>
          fieldValue(
            kind,
            f.key,
            [f.key, ...f.aliases].map((k) => payload[k]).find((v) => v !== undefined),
          );
        const other = Object.fromEntries(Object.entries(payload).filter(([k]) => !claimed.has(k)));
        chunk += csvLine([
          ts,
          new Date(ts * 1000).toISOString(),
          displayValue(payload.ty),
          displayValue(payload.mo),
          displayValue(payload.st),
          ...fields.map(pick),
          Object.keys(other).length ? JSON.stringify(other) : '',
        ]);
      }
      if (chunk) yield chunk;
    }
  }
  return { fileName: reportFileName(kind, key.deviceId, range), body: Readable.from(lines()) };
}

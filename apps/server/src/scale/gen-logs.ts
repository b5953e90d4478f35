import { AC_CATEGORIES } from '../modules/demo/catalog';
import { diagnosticPayload, statusPayload } from '../modules/demo/payloads';
import { createRng } from '../modules/demo/prng';
import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import { line } from './copy-rows';
import { onboardedAtOf } from './gen-devices';
import { deviceIdOf, modelOf } from './scale-identity';

const DAY = 86_400;
const HOUR = 3600;

export const LOG_COLUMNS = ['id', 'tenant_id', 'device_id', 'ts', 'payload'];

export interface LogPlan {
  rows: number;
  /** Device indexes that report, and how many rows each. */
  devices: Int32Array;
  perDevice: number;
  /** The fleet is of one category and brand (see modelOf). */
  onePair: boolean;
}

/**
 * Spreads `rows` over the first onboarded devices (AC ones only for diagnostics), `perDevice`
 * rows each, so the bench's sample devices have full log pages.
 */
export function planLogs(
  rows: number,
  fleet: number,
  perDevice: number,
  acOnly: boolean,
  nowSec: number,
  onePair = false,
): LogPlan {
  const wanted = Math.max(1, Math.ceil(rows / perDevice));
  const picked: number[] = [];
  for (let i = 1; i <= fleet && picked.length < wanted; i++) {
    if (onboardedAtOf(i, nowSec) === null) continue;
    if (acOnly && !AC_CATEGORIES.includes(modelOf(i, onePair).category)) continue;
    picked.push(i);
  }
  const each = picked.length === 0 ? 0 : Math.ceil(rows / picked.length);
  return {
    rows: picked.length === 0 ? 0 : rows,
    devices: Int32Array.from(picked),
    perDevice: each,
    onePair,
  };
}

/**
 * Rows in time order across devices, as they would arrive, not clustered by device: the bench
 * then measures index lookups, not lucky physical order. Payloads are the demo's report shapes.
 */
export function* logRows(
  plan: LogPlan,
  kind: 'status' | 'diagnostic',
  nowSec: number,
  seed: number,
): Generator<string> {
  const rng = createRng(seed);
  const windowStart = nowSec - 90 * DAY;
  const starts = Float64Array.from(plan.devices, (i) =>
    Math.max(windowStart, onboardedAtOf(i, nowSec) ?? windowStart),
  );
  const models = Array.from(plan.devices, (i) => modelOf(i, plan.onePair));
  let id = 0;
  for (let j = 0; j < plan.perDevice; j++) {
    for (let k = 0; k < plan.devices.length; k++) {
      if (id >= plan.rows) return;
      const start = starts[k] ?? windowStart;
      const spec = models[k];
      const device = plan.devices[k] ?? 1;
      if (!spec) continue;
      const step = (nowSec - start) / plan.perDevice;
      const ts = Math.floor(start + step * j + rng.next() * step);
      const payload =
        kind === 'status'
          ? statusPayload(rng, spec, ts)
          : diagnosticPayload(rng, spec, ts, Math.floor((ts - start) / HOUR / 3));
      id++;
      yield line([id, MAIN_TENANT_ID, deviceIdOf(device), ts, JSON.stringify(payload)]);
    }
  }
}

/** The busy device reports its status once a minute: 89 days of it are one CSV download of ~128,000 rows. */
export const BUSY_REPORT_EVERY_SECONDS = 60;
const BUSY_DAYS = 89;
export const busyDeviceRowCount = () => Math.floor((BUSY_DAYS * DAY) / BUSY_REPORT_EVERY_SECONDS);

/**
 * Status reports of one busy device (the first of the status plan), after the plan's rows and
 * with ids after them: what the bench's status log CSV figure downloads.
 */
export function* busyDeviceRows(plan: LogPlan, nowSec: number, seed: number): Generator<string> {
  const device = plan.devices[0];
  const spec = device === undefined ? undefined : modelOf(device, plan.onePair);
  if (device === undefined || !spec) return;
  const rng = createRng(seed);
  const count = busyDeviceRowCount();
  for (let n = 0; n < count; n++) {
    const ts = nowSec - (count - n) * BUSY_REPORT_EVERY_SECONDS;
    yield line([
      plan.rows + n + 1,
      MAIN_TENANT_ID,
      deviceIdOf(device),
      ts,
      JSON.stringify(statusPayload(rng, spec, ts)),
    ]);
  }
}

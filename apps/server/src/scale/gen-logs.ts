import { AC_CATEGORIES } from '../modules/demo/catalog';
import { diagnosticPayload, type Payload, statusPayload } from '../modules/demo/payloads';
import { createRng, type Rng } from '../modules/demo/prng';
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

/** Codes a status report's `errors` carries in a fault, the simulator's, the first the most common. */
const ERROR_CODES = ['E1', 'E1', 'E1', 'E5', 'E5', 'F3', 'H6', 'P4'] as const;
/** Share of reports sent in a fault (status `errors`; diagnostics as the demo's payload decides). */
const ERROR_SHARE = 0.02;

/**
 * A status report in a fault carries `errors` (and st 'fault'); a diagnostics report's fault codes
 * go under `flt`, the key devices send (the demo's payload names it faultTypes). What the fleet
 * search's error-code filter and the rollout health gate read.
 */
function withFaults(kind: 'status' | 'diagnostic', payload: Payload, faults: Rng): Payload {
  if (kind === 'diagnostic') {
    const { faultTypes, ...rest } = payload;
    return Array.isArray(faultTypes) && faultTypes.length > 0 ? { ...rest, flt: faultTypes } : rest;
  }
  return faults.chance(ERROR_SHARE)
    ? { ...payload, st: 'fault', errors: [faults.pick(ERROR_CODES)] }
    : payload;
}

/** A binary min-heap of device slots by their next report's time. */
function heapOf(times: Float64Array, slots: number[]) {
  const less = (a: number, b: number) => (times[slots[a]!] ?? 0) < (times[slots[b]!] ?? 0);
  const swap = (a: number, b: number) => {
    const t = slots[a]!;
    slots[a] = slots[b]!;
    slots[b] = t;
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < slots.length && less(l, m)) m = l;
      if (r < slots.length && less(r, m)) m = r;
      if (m === i) return;
      swap(i, m);
      i = m;
    }
  };
  for (let i = (slots.length >> 1) - 1; i >= 0; i--) down(i);
  return {
    top: () => slots[0],
    /** The top's time changed: put it back in place. */
    fix: () => down(0),
    pop: () => {
      const last = slots.pop();
      if (slots.length > 0 && last !== undefined) {
        slots[0] = last;
        down(0);
      }
    },
  };
}

/**
 * Rows in time order across devices, as they would arrive (ids and physical order follow ts): the
 * bench then measures index lookups, not lucky physical order, and a BRIN index on ts finds a recent
 * window in a few pages. Each device's rows are spread over its window (the last 90 days, or since
 * it was onboarded), `perDevice` each (the others without their oldest when the plan does not divide).
 * Payloads are the demo's report shapes; about 2 % are sent in a fault (withFaults).
 */
export function* logRows(
  plan: LogPlan,
  kind: 'status' | 'diagnostic',
  nowSec: number,
  seed: number,
): Generator<string> {
  const rng = createRng(seed);
  const faults = createRng(seed + 1000);
  const windowStart = nowSec - 90 * DAY;
  const n = plan.devices.length;
  if (n === 0 || plan.rows === 0) return;
  const starts = Float64Array.from(plan.devices, (i) =>
    Math.max(windowStart, onboardedAtOf(i, nowSec) ?? windowStart),
  );
  const models = Array.from(plan.devices, (i) => modelOf(i, plan.onePair));
  // The first `full` devices send perDevice rows, the others skip their oldest: plan.rows in all.
  const full = plan.rows - (plan.perDevice - 1) * n;
  const steps = Float64Array.from(starts, (start) => (nowSec - start) / plan.perDevice);
  const sent = Int32Array.from(plan.devices, (_, k) => (k < full ? 0 : 1));
  const next = Float64Array.from(
    starts,
    (start, k) => start + (steps[k] ?? 0) * ((sent[k] ?? 0) + rng.next()),
  );
  const heap = heapOf(
    next,
    Array.from({ length: n }, (_, k) => k).filter((k) => (sent[k] ?? 0) < plan.perDevice),
  );
  let id = 0;
  for (let k = heap.top(); k !== undefined; k = heap.top()) {
    const ts = Math.floor(next[k] ?? 0);
    const spec = models[k];
    const start = starts[k] ?? windowStart;
    if (spec) {
      const payload =
        kind === 'status'
          ? statusPayload(rng, spec, ts)
          : diagnosticPayload(rng, spec, ts, Math.floor((ts - start) / HOUR / 3));
      id++;
      yield line([
        id,
        MAIN_TENANT_ID,
        deviceIdOf(plan.devices[k] ?? 1),
        ts,
        JSON.stringify(withFaults(kind, payload, faults)),
      ]);
    }
    const j = ++sent[k]!;
    if (j >= plan.perDevice) heap.pop();
    else {
      next[k] = start + (steps[k] ?? 0) * (j + rng.next());
      heap.fix();
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
  const faults = createRng(seed + 1000);
  const count = busyDeviceRowCount();
  for (let n = 0; n < count; n++) {
    const ts = nowSec - (count - n) * BUSY_REPORT_EVERY_SECONDS;
    yield line([
      plan.rows + n + 1,
      MAIN_TENANT_ID,
      deviceIdOf(device),
      ts,
      JSON.stringify(withFaults('status', statusPayload(rng, spec, ts), faults)),
    ]);
  }
}

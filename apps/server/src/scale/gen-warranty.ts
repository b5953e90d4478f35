import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import { CLASSIFICATIONS, PRODUCT_NAMES, REGISTERED_BY, REMARKS, STATUSES } from '../modules/demo/warranty';
import { line } from './copy-rows';
import { homeOf, onboardedAtOf, productSerialNumberOf } from './gen-devices';
import { deviceIdOf, mix, modelOf, userIdOf } from './scale-identity';

/*
 * E-warranty rows at scale: about 60% of onboarded devices (indoor units aside, as in the demo)
 * are products their owner registered, each with one or two warranties and up to two service jobs,
 * so the warranty calls can be measured on a large table.
 */

const DAY = 86_400;
const T = MAIN_TENANT_ID;
const iso = (sec: number) => new Date(sec * 1000).toISOString();
const day = (sec: number) => iso(sec).slice(0, 10);
const at = <U>(list: readonly U[], n: number): U => list[n % list.length] as U;

/** Whether device i is a registered product: onboarded, not an indoor unit, 60% of the rest. */
const isRegistered = (i: number, nowSec: number) =>
  onboardedAtOf(i, nowSec) !== null && modelOf(i).category !== 'IAC' && mix(i, 60) % 100 < 60;
const warrantiesOf = (i: number) => 1 + (mix(i, 61) % 2);
const jobsOf = (i: number) => mix(i, 62) % 3;
export const productIdOf = (i: number) => `SCP${String(i).padStart(9, '0')}`;

export const PRODUCT_COLUMNS = [
  'id',
  'tenant_id',
  'user_id',
  'device_id',
  'product_name',
  'sub_product_name',
  'model_name',
  'serial_no',
  'category',
  'brand',
  'icon',
  'created_at',
];
export const WARRANTY_COLUMNS = [
  'id',
  'tenant_id',
  'product_id',
  'start_date',
  'expiry_date',
  'type_of_warranty',
];
export const SERVICE_COLUMNS = [
  'id',
  'tenant_id',
  'product_id',
  'asc_job_id',
  'job_number',
  'job_classification',
  'job_status_name',
  'job_creation_date',
  'job_remarks',
  'registered_by',
  'job_closing_date',
];

/** How many rows each table gets, for the progress lines. */
export function warrantyCounts(devices: number, nowSec: number) {
  const counts = { products: 0, warranties: 0, services: 0 };
  for (let i = 1; i <= devices; i++) {
    if (!isRegistered(i, nowSec)) continue;
    counts.products++;
    counts.warranties += warrantiesOf(i);
    counts.services += jobsOf(i);
  }
  return counts;
}

/** The registered devices with their owner and purchase time. */
function* registered(devices: number, homes: number, nowSec: number) {
  for (let i = 1; i <= devices; i++) {
    if (!isRegistered(i, nowSec)) continue;
    const purchasedAt = (onboardedAtOf(i, nowSec) ?? nowSec) - (mix(i, 63) % 10) * DAY;
    yield { i, spec: modelOf(i), owner: userIdOf(homeOf(i, homes)), purchasedAt };
  }
}

export function* productRows(devices: number, homes: number, nowSec: number): Generator<string> {
  for (const { i, spec, owner, purchasedAt } of registered(devices, homes, nowSec)) {
    const [name, sub] = PRODUCT_NAMES[spec.category] ?? ['Smart Home', spec.category];
    yield line([
      productIdOf(i),
      T,
      owner,
      deviceIdOf(i),
      name,
      sub,
      spec.modelName,
      productSerialNumberOf(i, nowSec),
      spec.category,
      spec.brand,
      spec.category,
      iso(purchasedAt),
    ]);
  }
}

/** A standard year from purchase, then for one product in two an extended year after it. */
export function* warrantyRows(devices: number, homes: number, nowSec: number): Generator<string> {
  for (const { i, purchasedAt } of registered(devices, homes, nowSec)) {
    for (let w = 0; w < warrantiesOf(i); w++) {
      const start = purchasedAt + w * 365 * DAY;
      const type = w === 0 ? 'Standard' : 'Extended';
      yield line([
        `${productIdOf(i)}-W${w + 1}`,
        T,
        productIdOf(i),
        day(start),
        day(start + 364 * DAY),
        type,
      ]);
    }
  }
}

export function* serviceRows(devices: number, homes: number, nowSec: number): Generator<string> {
  for (const { i, purchasedAt } of registered(devices, homes, nowSec)) {
    for (let j = 0; j < jobsOf(i); j++) {
      const created = Math.min(nowSec - DAY, purchasedAt + (j * 60 + (mix(i, 64 + j) % 60)) * DAY);
      const status = j === 0 ? 'Closed' : at(STATUSES, mix(i, 66 + j));
      yield line([
        `${productIdOf(i)}-J${j + 1}`,
        T,
        productIdOf(i),
        `ASC${mix(i, 68) % 1000}-${i}${j}`,
        `JOB${new Date(created * 1000).getUTCFullYear()}${String(i * 10 + j).padStart(10, '0')}`,
        j === 0 ? 'Installation' : at(CLASSIFICATIONS.slice(1), mix(i, 69 + j)),
        status,
        iso(created),
        at(REMARKS, mix(i, 71 + j)),
        at(REGISTERED_BY, mix(i, 73 + j)),
        status === 'Closed' ? iso(created + (1 + (mix(i, 75 + j) % 5)) * DAY) : null,
      ]);
    }
  }
}

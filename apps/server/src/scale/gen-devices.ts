import { macAddressOf, productSerialOf, serialNumberOf } from '../modules/demo/identity';
import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import { line } from './copy-rows';
import {
  countryOf,
  deviceIdOf,
  homeIdOf,
  isOnboarded,
  mix,
  modelOf,
  spaceIdOf,
  userIdOf,
} from './scale-identity';

const DAY = 86_400;
const SPACE_NAMES = ['Living Room', 'Bedroom', 'Kitchen'];

export const DEVICE_COLUMNS = [
  'device_id',
  'tenant_id',
  'model_number',
  'model_name',
  'mac_address',
  'serial_number',
  'product_serial_number',
  'efuse_mac_address',
  'brand',
  'category',
  'chip_type',
  'country',
  'firmware_version',
  'manufactured_date',
  'created_at',
  'created_by',
  'provisioned_at',
  'onboarded_at',
  'onboarded_by',
  'onboarded_by_id',
  'alexa_connect_date',
  'google_home_connect_date',
  'home_id',
  'space_id',
  'device_name',
  'online',
  'connected_time',
  'last_status',
  'status_ts',
];

/** Onboarding time of device i; the first thousand have been onboarded long enough for 90 days of logs. */
export function onboardedAtOf(i: number, nowSec: number): number | null {
  if (!isOnboarded(i)) return null;
  const days = i <= 1000 ? 100 + (mix(i, 31) % 600) : 1 + (mix(i, 31) % 700);
  return nowSec - days * DAY - (mix(i, 32) % DAY);
}

/** When device i left the factory: before its onboarding, or before now for one still in stock. */
export const manufacturedOf = (i: number, nowSec: number) =>
  (onboardedAtOf(i, nowSec) ?? nowSec) - (20 + (mix(i, 33) % 160)) * DAY;

/** When device i was provisioned: two days and a bit after it left the factory. */
export const provisionedOf = (i: number, nowSec: number) =>
  manufacturedOf(i, nowSec) + 2 * DAY + (mix(i, 34) % DAY);

/** Device i's product serial; a few devices past the first thousand have none. */
export function productSerialNumberOf(i: number, nowSec: number): string | null {
  if (i > 1000 && mix(i, 39) % 100 < 3) return null;
  const spec = modelOf(i);
  return productSerialOf(spec.brand, spec.category, manufacturedOf(i, nowSec), i);
}

/** When device i was linked to Alexa (a fifth of onboarded devices) or Google Home (15 %), within 30 days of onboarding. */
export function voiceConnectedAtOf(i: number, nowSec: number, assistant: 'alexa' | 'google'): number | null {
  const onboardedAt = onboardedAtOf(i, nowSec);
  const [salt, percent] = assistant === 'alexa' ? [41, 20] : [43, 15];
  return onboardedAt !== null && mix(i, salt) % 100 < percent
    ? Math.min(nowSec, onboardedAt + (mix(i, salt + 1) % 30) * DAY)
    : null;
}

/** Onboarded devices live in home ((i - 1) mod homes) + 1, owned by the user of the same number. */
export const homeOf = (i: number, homes: number) => ((i - 1) % homes) + 1;

/** Device i's country: its home's when onboarded, India while in stock. */
export const deviceCountryOf = (i: number, homes: number) =>
  isOnboarded(i) ? countryOf(homeOf(i, homes)) : 'in';

export function* deviceRows(
  devices: number,
  homes: number,
  nowSec: number,
  onePair = false,
): Generator<string> {
  for (let i = 1; i <= devices; i++) {
    const spec = modelOf(i, onePair);
    const onboardedAt = onboardedAtOf(i, nowSec);
    const onboarded = onboardedAt !== null;
    const home = homeOf(i, homes);
    const space = mix(i, 30) % SPACE_NAMES.length;
    const manufactured = manufacturedOf(i, nowSec);
    const provisioned = provisionedOf(i, nowSec);
    const versions = spec.firmware;
    const latest = versions[versions.length - 1] ?? '1.0';
    const firmware = !onboarded
      ? (versions[0] ?? latest)
      : mix(i, 35) % 10 < 7
        ? latest
        : (versions[mix(i, 36) % versions.length] ?? latest);
    const mac = macAddressOf(spec.chipType, i);
    const online = onboarded && mix(i, 37) % 100 < 70;
    const owner = onboarded ? userIdOf(home) : null;
    const lastTs = online ? nowSec - (mix(i, 38) % 3600) : nowSec - (mix(i, 38) % (20 * DAY)) - DAY;
    yield line([
      deviceIdOf(i),
      MAIN_TENANT_ID,
      spec.modelNumber,
      spec.modelName,
      mac,
      serialNumberOf(spec.chipType, manufactured, i),
      productSerialNumberOf(i, nowSec),
      spec.chipType.startsWith('ESP') ? mac : null,
      spec.brand,
      spec.category,
      spec.chipType,
      deviceCountryOf(i, homes),
      firmware,
      manufactured,
      new Date(provisioned * 1000).toISOString(),
      `factory-line-${(mix(i, 40) % 6) + 1}`,
      provisioned,
      onboardedAt,
      owner,
      owner,
      voiceConnectedAtOf(i, nowSec, 'alexa'),
      voiceConnectedAtOf(i, nowSec, 'google'),
      onboarded ? homeIdOf(home) : null,
      onboarded ? spaceIdOf(home, space) : null,
      onboarded ? `${SPACE_NAMES[space]} ${spec.category}` : null,
      online,
      onboarded ? lastTs - (mix(i, 45) % (5 * DAY)) : null,
      onboarded
        ? `{"ty":"status","mo":"${spec.modelNumber}","st":"ok","ps":"${online ? 'on' : 'off'}","rssi":-${40 + (mix(i, 46) % 40)}}`
        : null,
      onboarded ? lastTs : null,
    ]);
  }
}

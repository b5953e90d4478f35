import type { devices } from '../../platform/db/schema';
import type { ModelSpec } from './catalog';
import { macAddressOf, productSerialOf, serialNumberOf } from './identity';
import type { Rng } from './prng';

export type DeviceRow = typeof devices.$inferInsert;

const DAY = 86_400;

export interface DevicePlan {
  row: DeviceRow;
  spec: ModelSpec;
  /** Reports every few minutes for the whole 90 days (the sample devices). */
  dense: boolean;
  /** Online now whatever the dice say (the sample devices). */
  alwaysOnline: boolean;
  /** Who onboarded it, for the onboard history. */
  ownerId: string | null;
}

export interface Placement {
  tenantId: string;
  country: string;
  homeId?: string;
  space?: { id: string; name: string };
  ownerId?: string;
  /** Days since onboarding; undefined leaves the device in stock, not onboarded. */
  onboardedDaysAgo?: number;
  dense?: boolean;
  alwaysOnline?: boolean;
  withoutProductSerial?: boolean;
  label?: string;
}

const LABELS: Record<string, string> = {
  AC: 'AC',
  CAC: 'Cassette AC',
  IAC: 'Indoor Unit',
  GATEWAY: 'Cloud Adapter',
  FANCONTROLLER: 'Fan Regulator',
  ANCHOR: 'Smart Switch',
  ANCHORFAN: 'Fan',
  VDP: 'Door Phone',
  REF: 'Refrigerator',
  WM: 'Washer',
  ROMA: 'Smart Plug',
  FAN: 'Ceiling Fan',
  SWITCHES: 'Switch Board',
  LEDLIGHTS: 'Bulb',
  ODMFRONTLOADWM: 'Front Load Washer',
  ROMASWITCHES: 'Switch Panel',
};

/** Builds devices in sequence; the sequence number orders ids, so earlier devices sort first. */
export function createDeviceFactory(rng: Rng, nowSec: number) {
  let seq = 0;
  return function makeDevice(spec: ModelSpec, at: Placement): DevicePlan {
    seq++;
    const onboarded = at.onboardedDaysAgo !== undefined;
    const onboardedAt = onboarded ? nowSec - (at.onboardedDaysAgo ?? 0) * DAY - rng.int(0, DAY) : null;
    const manufacturedDate =
      (onboardedAt ?? nowSec) - rng.int(onboarded ? 20 : 5, onboarded ? 180 : 240) * DAY;
    const provisionedAt = manufacturedDate + rng.int(1, 4) * DAY + rng.int(0, DAY);
    const latest = spec.firmware[spec.firmware.length - 1] ?? '1.0';
    const firmwareVersion = !onboarded
      ? (spec.firmware[0] ?? latest)
      : rng.chance(0.7)
        ? latest
        : rng.pick(spec.firmware);
    const macAddress = macAddressOf(spec.chipType, seq);
    const connectDate = (p: number) =>
      onboardedAt !== null && rng.chance(p) ? Math.min(nowSec, onboardedAt + rng.int(1, 30) * DAY) : null;
    const row: DeviceRow = {
      deviceId: `${seq.toString(16).padStart(4, '0')}${rng.hex(8)}`.toUpperCase(),
      tenantId: at.tenantId,
      modelNumber: spec.modelNumber,
      modelName: spec.modelName,
      macAddress,
      serialNumber: serialNumberOf(spec.chipType, manufacturedDate, seq),
      productSerialNumber: at.withoutProductSerial
        ? null
        : productSerialOf(spec.brand, spec.category, manufacturedDate, seq),
      efuseMacAddress: spec.chipType.startsWith('ESP') ? macAddress : null,
      brand: spec.brand,
      category: spec.category,
      chipType: spec.chipType,
      country: at.country,
      firmwareVersion,
      manufacturedDate,
      createdAt: new Date(provisionedAt * 1000),
      createdBy: `factory-line-${rng.int(1, 6)}`,
      provisionedAt,
      onboardedAt,
      onboardedBy: onboarded ? (at.ownerId ?? null) : null,
      onboardedById: onboarded ? (at.ownerId ?? null) : null,
      alexaConnectDate: connectDate(0.2),
      googleHomeConnectDate: connectDate(0.15),
      homeId: onboarded ? (at.homeId ?? null) : null,
      spaceId: onboarded ? (at.space?.id ?? null) : null,
      deviceName: onboarded
        ? `${at.space?.name ?? 'Home'} ${at.label ?? LABELS[spec.category] ?? 'Device'}`
        : null,
      online: false,
    };
    const dense = at.dense ?? false;
    return {
      row,
      spec,
      dense,
      alwaysOnline: dense || (at.alwaysOnline ?? false),
      ownerId: onboarded ? (at.ownerId ?? null) : null,
    };
  };
}

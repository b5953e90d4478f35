import type {
  dacLogs,
  deviceActivityLogs,
  deviceFirmwareHistory,
  deviceOnboardHistory,
} from '../../platform/db/schema';
import type { DevicePlan } from './device-factory';
import { LOG_DAYS } from './logs';
import type { Rng } from './prng';

const DAY = 86_400;
const ACTIVITIES = [
  'Power On',
  'Power Off',
  'Temperature Changed',
  'Mode Changed',
  'Schedule Triggered',
  'Voice Command',
];

export interface DeviceHistory {
  onboard: (typeof deviceOnboardHistory.$inferInsert)[];
  firmware: (typeof deviceFirmwareHistory.$inferInsert)[];
  activity: (typeof deviceActivityLogs.$inferInsert)[];
  dac: (typeof dacLogs.$inferInsert)[];
}

/** Onboarding and firmware histories, activity and DAC events; `othersOf` gives earlier owners. */
export function buildHistory(
  rng: Rng,
  nowSec: number,
  plans: DevicePlan[],
  othersOf: (tenantId: string) => string[],
): DeviceHistory {
  const out: DeviceHistory = { onboard: [], firmware: [], activity: [], dac: [] };
  const windowStart = nowSec - LOG_DAYS * DAY;
  for (const { row, spec, dense, ownerId } of plans) {
    const base = { tenantId: row.tenantId, deviceId: row.deviceId };
    const provisionedAt = row.provisionedAt ?? nowSec;
    const onboardedAt = row.onboardedAt ?? null;
    const activity = (ts: number, name: string, failed = false) =>
      out.activity.push({ ...base, ts, activity: name, status: failed ? 'FAILED' : 'SUCCESS' });

    // A returned or second-hand unit was onboarded and offboarded by someone else first.
    const until = onboardedAt ?? nowSec;
    if (until - provisionedAt > 40 * DAY && rng.chance(onboardedAt === null ? 0.25 : 0.1)) {
      const previous = rng.pick(othersOf(row.tenantId));
      const on = provisionedAt + rng.int(5, 15) * DAY;
      const off = on + rng.int(10, Math.max(11, Math.floor((until - on) / DAY) - 2)) * DAY;
      out.onboard.push({ ...base, userId: previous, ts: on, activity: 'onboard' });
      out.onboard.push({ ...base, userId: previous, ts: Math.min(off, until - DAY), activity: 'offboard' });
    }
    if (onboardedAt !== null) {
      out.onboard.push({ ...base, userId: ownerId, ts: onboardedAt, activity: 'onboard' });
      if (onboardedAt >= windowStart) activity(onboardedAt, 'Device Onboarded');
      firmwareSteps(rng, nowSec, onboardedAt, spec.firmware, row.firmwareVersion).forEach((step) => {
        out.firmware.push({ ...base, modelNumber: spec.modelNumber, ...step });
        if (step.downloadDate >= windowStart)
          activity(step.downloadDate, 'Firmware Upgrade', step.deviceStatus === 'FAILED');
      });
      const from = Math.max(onboardedAt, windowStart);
      const count = dense ? 360 : rng.int(2, 12);
      for (let i = 0; i < count; i++) activity(rng.int(from, nowSec), rng.pick(ACTIVITIES), rng.chance(0.04));
    }

    // Matter-capable radios fetch a device attestation certificate at provisioning and prove it when commissioned.
    if (spec.matter || spec.chipType === 'ESPWIFIBLE') {
      const dac = (ts: number, event: string) =>
        out.dac.push({ tenantId: row.tenantId, macAddress: row.macAddress, ts, event });
      dac(provisionedAt - 600, 'DAC_REQUESTED');
      dac(provisionedAt - 590, 'DAC_ISSUED');
      if (onboardedAt !== null) dac(onboardedAt + 30, 'DAC_VERIFIED');
    }
  }
  return out;
}

/** Upgrades from the factory version to the current one after onboarding, a failure now and then. */
function firmwareSteps(rng: Rng, nowSec: number, onboardedAt: number, versions: string[], current: string) {
  const steps: { firmwareVersion: string; downloadDate: number; deviceStatus: string }[] = [];
  const target = versions.indexOf(current);
  let ts = onboardedAt;
  for (let i = 1; i <= target; i++) {
    const version = versions[i];
    if (version === undefined) break;
    ts = Math.min(nowSec - 3600, ts + rng.int(3, 60) * DAY);
    if (rng.chance(0.15))
      steps.push({ firmwareVersion: version, downloadDate: ts - 7200, deviceStatus: 'FAILED' });
    steps.push({ firmwareVersion: version, downloadDate: ts, deviceStatus: 'UPGRADED' });
  }
  const next = versions[target + 1];
  if (next !== undefined && rng.chance(0.2)) {
    steps.push({
      firmwareVersion: next,
      downloadDate: Math.max(ts + 3600, nowSec - rng.int(1, 20) * DAY),
      deviceStatus: 'FAILED',
    });
  }
  return steps;
}

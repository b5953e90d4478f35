import { buildAppInstalls } from './app-installs';
import { buildDealers } from './dealers';
import type { DevicePlan } from './device-factory';
import { buildFeedback } from './feedback';
import { buildFleet } from './fleet';
import { buildHistory } from './history';
import { buildDeviceLogs } from './logs';
import { buildManufactured } from './manufactured';
import { buildBadReleases, buildFirmware, buildModels } from './models';
import { buildPeople } from './people';
import { createRng } from './prng';
import { buildQrLabels } from './qr-labels';
import { buildStaff } from './staff';
import { DEMO_TENANTS, MAIN_TENANT_ID } from './tenants';
import { buildWarranty } from './warranty';

/** Mixed into the seed for the TOTP stream, so secrets do not shift the other demo ids. */
const TOTP_STREAM = 0x70_7f_01;
/** The warranty records draw from their own stream too, so they shift nothing built before them. */
const WARRANTY_STREAM = 0x3a_11_07;
/** And so do the manufactured units' onboarding data. */
const FACTORY_STREAM = 0x4d_54_3a;
/** And the app installs (notification targeting). */
const INSTALLS_STREAM = 0x5e_4d_03;
/** And the staff accounts added since the first ones, and the bad release's images. */
const LATER_STAFF_STREAM = 0x1a_7e_52;
const BAD_RELEASE_STREAM = 0x9b_ad_99;

export const DEFAULT_DEMO_SEED = 20_240_917;

/** Everything the demo holds, built in memory from the seed and "now" alone (no database, no clock). */
export function buildDemoData(options: {
  seed: number;
  nowMs: number;
  passwordHash: string;
  /** The server key: demo accounts get two-step with sealed secrets. */
  secretKey: Buffer;
}) {
  const rng = createRng(options.seed);
  const nowSec = Math.floor(options.nowMs / 1000);
  const tenantIds = DEMO_TENANTS.map((t) => t.id);
  const tenants = DEMO_TENANTS.map((t) => ({ ...t, createdAt: new Date((nowSec - 1000 * 86_400) * 1000) }));
  const staff = buildStaff(
    rng,
    options.passwordHash,
    new Date(options.nowMs),
    { rng: createRng(options.seed ^ TOTP_STREAM), secretKey: options.secretKey },
    createRng(options.seed ^ LATER_STAFF_STREAM),
  );
  const models = buildModels(tenantIds, nowSec);
  const firmware = [
    ...tenantIds.flatMap((id) => buildFirmware(rng, id, nowSec)),
    ...buildBadReleases(createRng(options.seed ^ BAD_RELEASE_STREAM), MAIN_TENANT_ID, nowSec),
  ];
  const people = buildPeople(rng, nowSec);
  const fleet: DevicePlan[] = buildFleet(rng, nowSec, people.plans);
  const usersByTenant = new Map<string, string[]>();
  for (const user of people.users) {
    usersByTenant.set(user.tenantId, [...(usersByTenant.get(user.tenantId) ?? []), user.id]);
  }
  const logs = buildDeviceLogs(rng, nowSec, fleet);
  const history = buildHistory(rng, nowSec, fleet, (tenantId) => usersByTenant.get(tenantId) ?? []);
  const warranty = buildWarranty(createRng(options.seed ^ WARRANTY_STREAM), nowSec, fleet, people.plans);
  const dealers = buildDealers(fleet);
  const manufactured = buildManufactured(
    createRng(options.seed ^ FACTORY_STREAM),
    nowSec,
    fleet,
    options.secretKey,
  );
  const appInstalls = buildAppInstalls(createRng(options.seed ^ INSTALLS_STREAM), nowSec, people.users);
  const feedback = buildFeedback(fleet, people, nowSec);
  return {
    tenants,
    staff,
    models,
    firmware,
    people,
    devices: fleet.map((d) => d.row),
    logs,
    history,
    warranty,
    dealers,
    manufactured,
    qrLabels: buildQrLabels(manufactured, nowSec),
    appInstalls,
    feedback,
  };
}

export type DemoData = ReturnType<typeof buildDemoData>;

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { deviceRow } from '../../../test/fixtures';
import type { Db } from '../../platform/db/client';
import { readCacheOf } from '../../platform/db/read-cache';
import { dacLogs, deviceOnboardHistory, devices, homes, tenants } from '../../platform/db/schema';
import { insertEvents } from '../insights/test-fixtures';

/*
 * A generated fleet with its history and activity, written where the platform writes them: devices,
 * homes, onboardings into a home and offboardings out of it (the device row, then its history row,
 * whose trigger records the activity event), controls and session starts (activity events, whose
 * trigger records the distinct active devices), DAC certificates. Each dataset lives in a tenant of
 * its own, so several share one database. The same data kept in memory lets a test count by hand.
 */

const DAY = 86_400;
export const CATEGORIES = ['AC', 'CAC', 'REF', 'WM', 'FAN'];
const BRANDS = ['PANASONIC', 'ANCHOR'];
const COUNTRIES = ['in', 'lk', 'jp'];
const MODELS = ['M1', 'M2', 'M3'];
const VERSIONS = ['1.0', '2.3', '2.4'];
export const CHIPS = ['ESPWIFI', 'ESPWIFIBLE'];
/** Homes' cities; Atlantis has no place on the map. */
const HOME_CITIES = ['Pune', 'Mumbai', 'Colombo', 'Atlantis', 'Pune', 'Mumbai'];
const CONTROLLERS = ['an', 'ios', 'ava', 'gva', 'rem', ''];

export interface DrillDevice {
  deviceId: string;
  category: string;
  brand: string;
  country: string;
  modelNumber: string;
  firmwareVersion: string;
  chipType: string;
  macAddress: string;
}
export interface Lifecycle {
  deviceId: string;
  activity: 'onboard' | 'offboard';
  ts: number;
  /** The home index an onboarding goes into. */
  home: number;
}
export interface Activity {
  deviceId: string;
  kind: 'control' | 'sessionStart';
  ts: number;
  controller: string;
}
export interface Certificate {
  mac: string;
  ts: number;
}
export interface DrillDataset {
  devices: DrillDevice[];
  lifecycle: Lifecycle[];
  activity: Activity[];
  certificates: Certificate[];
}

/**
 * Datasets of 40-80 devices: each onboarded and offboarded up to four times in the last 75 days
 * (into any home, a device sometimes twice within a day, week or month), active in the last four
 * days (and once 10 days ago, a day no longer kept), DAC certificates in the last 12 days (some
 * issued twice, and some for units that are no device).
 */
export function drillDatasets(now: number): fc.Arbitrary<DrillDataset> {
  const device = fc.record({
    category: fc.constantFrom(...CATEGORIES),
    brand: fc.constantFrom(...BRANDS),
    country: fc.constantFrom(...COUNTRIES),
    modelNumber: fc.constantFrom(...MODELS),
    firmwareVersion: fc.constantFrom(...VERSIONS),
    chipType: fc.constantFrom(...CHIPS),
    // A burst now and then: several events within hours, so a bucket holds two of one device.
    times: fc.uniqueArray(fc.integer({ min: now - 75 * DAY, max: now - 60 }), { maxLength: 4 }),
    burst: fc.boolean(),
    homes: fc.array(fc.integer({ min: 0, max: HOME_CITIES.length - 1 }), { minLength: 4, maxLength: 4 }),
    activity: fc.array(
      fc.record({
        ago: fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: 0, max: 4 * DAY - 1 }) },
          { weight: 1, arbitrary: fc.constant(10 * DAY) },
        ),
        kind: fc.constantFrom('control' as const, 'sessionStart' as const),
        controller: fc.constantFrom(...CONTROLLERS),
      }),
      { maxLength: 5 },
    ),
    certificates: fc.array(fc.integer({ min: 0, max: 12 * DAY }), { maxLength: 2 }),
  });
  return fc
    .record({
      devices: fc.array(device, { minLength: 40, maxLength: 80 }),
      factoryCertificates: fc.array(fc.integer({ min: 0, max: 12 * DAY }), { maxLength: 3 }),
    })
    .map(({ devices: drawn, factoryCertificates }) => {
      const out: DrillDataset = { devices: [], lifecycle: [], activity: [], certificates: [] };
      drawn.forEach((d, i) => {
        const deviceId = `DT${String(i).padStart(3, '0')}`;
        const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
        const macAddress = `AA:00:00:00:${hex(i >> 8)}:${hex(i & 255)}`;
        const { times, burst, homes: into, activity, certificates, ...attributes } = d;
        out.devices.push({ deviceId, macAddress, ...attributes });
        const sorted = [...times].sort((a, b) => a - b);
        const first = Math.min(sorted[0] ?? now, now - 5 * 3600);
        const at = burst && sorted.length > 2 ? sorted.map((_, k) => first + k * 3600) : sorted;
        for (const [k, ts] of at.entries())
          out.lifecycle.push({
            deviceId,
            activity: k % 2 === 0 ? 'onboard' : 'offboard',
            ts,
            home: into[k] ?? 0,
          });
        for (const a of activity)
          out.activity.push({
            deviceId,
            kind: a.kind,
            ts: now - a.ago,
            controller: a.kind === 'control' ? a.controller : '',
          });
        for (const ago of certificates) out.certificates.push({ mac: macAddress, ts: now - ago });
      });
      for (const [i, ago] of factoryCertificates.entries())
        out.certificates.push({ mac: `FF:00:00:00:00:${String(i).padStart(2, '0')}`, ts: now - ago });
      out.lifecycle.sort((a, b) => a.ts - b.ts);
      return out;
    });
}

/** The home of an index in a tenant, and its city. */
export const homeIdOf = (tenantId: string, home: number) => `${tenantId}-H${home}`;
export const cityOf = (home: number) => HOME_CITIES[home] as string;

/** The dataset with its device ids made the tenant's own (device ids are unique across tenants). */
export function inTenant(ds: DrillDataset, tenantId: string): DrillDataset {
  const id = (deviceId: string) => `${tenantId}-${deviceId}`;
  return {
    devices: ds.devices.map((d) => ({ ...d, deviceId: id(d.deviceId) })),
    lifecycle: ds.lifecycle.map((e) => ({ ...e, deviceId: id(e.deviceId) })),
    activity: ds.activity.map((a) => ({ ...a, deviceId: id(a.deviceId) })),
    certificates: ds.certificates,
  };
}

/** A main-brand tenant like `panasonic` (insertTenants first), under another id. */
export async function insertMainTenant(db: Db, tenantId: string) {
  const [main] = await db.select().from(tenants).where(eq(tenants.id, 'panasonic'));
  await db.insert(tenants).values({ ...main!, id: tenantId, webClientId: `${tenantId}-web` });
  readCacheOf(db).changed('tenants');
}

/**
 * Writes the devices' histories as a seed does: each device's row as its history ends (in its last
 * home when onboarded), then every history row in one statement.
 */
export async function writeHistoryAtOnce(db: Db, tenantId: string, lifecycle: Lifecycle[]) {
  const last = new Map<string, Lifecycle>();
  for (const e of lifecycle) last.set(e.deviceId, e);
  for (const e of last.values())
    if (e.activity === 'onboard')
      await db
        .update(devices)
        .set({ homeId: homeIdOf(tenantId, e.home), onboardedAt: e.ts })
        .where(eq(devices.deviceId, e.deviceId));
  if (lifecycle.length)
    await db.insert(deviceOnboardHistory).values(
      lifecycle.map((e) => ({
        tenantId,
        deviceId: e.deviceId,
        userId: 'U1',
        ts: e.ts,
        activity: e.activity,
      })),
    );
}

/** Writes a dataset into a tenant, in time order, as the platform writes each part. */
export async function writeDrillDataset(db: Db, tenantId: string, ds: DrillDataset) {
  await db.insert(homes).values(
    HOME_CITIES.map((city, i) => ({
      id: homeIdOf(tenantId, i),
      tenantId,
      homeName: `Home ${i}`,
      city,
      country: 'in',
    })),
  );
  await db.insert(devices).values(
    ds.devices.map((d) => ({
      ...deviceRow({ ...d, tenantId, onboardedAt: null }),
      macAddress: d.macAddress,
    })),
  );
  for (const e of ds.lifecycle) {
    // Onboarding puts the device in a home first (the history trigger takes its city from there);
    // offboarding clears it, as Device Info's Offboard does.
    await db
      .update(devices)
      .set(
        e.activity === 'onboard'
          ? { homeId: homeIdOf(tenantId, e.home), onboardedAt: e.ts }
          : { homeId: null, onboardedAt: null },
      )
      .where(eq(devices.deviceId, e.deviceId));
    await db
      .insert(deviceOnboardHistory)
      .values({ tenantId, deviceId: e.deviceId, userId: 'U1', ts: e.ts, activity: e.activity });
  }
  const byId = new Map(ds.devices.map((d) => [d.deviceId, d]));
  if (ds.activity.length)
    await insertEvents(
      db,
      ds.activity.map((a) => {
        const d = byId.get(a.deviceId) as DrillDevice;
        return {
          tenantId,
          kind: a.kind,
          ts: a.ts,
          deviceId: a.deviceId,
          controller: a.controller,
          category: d.category,
          brand: d.brand,
          country: d.country,
          modelNumber: d.modelNumber,
        };
      }),
    );
  if (ds.certificates.length)
    await db
      .insert(dacLogs)
      .values(ds.certificates.map((c) => ({ tenantId, macAddress: c.mac, ts: c.ts, event: 'DAC_ISSUED' })));
}

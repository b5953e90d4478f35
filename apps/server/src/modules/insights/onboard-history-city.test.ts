import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice, insertHome, insertTenants, placeDevice } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { activityEvents, deviceOnboardHistory, homes } from '../../platform/db/schema';

/*
 * The onboarding history's trigger (migrations 0052, 0058): an offboarding takes the city of the
 * device's onboarding before it, whether that was stored earlier or arrives in the same statement.
 */
let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenants(db());
  await insertHome(db(), { id: 'H1', spaces: [{ id: 'S1', name: 'Hall' }] });
  for (const id of ['OB1', 'OB2', 'OB3']) {
    await insertDevice(db(), { deviceId: id });
    await placeDevice(db(), id, 'H1', 'S1');
  }
});
afterAll(() => database.close());

const cities = async (deviceId: string) =>
  (
    await db()
      .select({ kind: activityEvents.kind, ts: activityEvents.ts, city: activityEvents.city })
      .from(activityEvents)
      .where(eq(activityEvents.deviceId, deviceId))
      .orderBy(asc(activityEvents.ts))
  ).map((e) => [e.kind, Number(e.ts), e.city]);

const row = (deviceId: string, activity: 'onboard' | 'offboard', ts: number) => ({
  tenantId: 'panasonic',
  deviceId,
  userId: 'U1',
  activity,
  ts,
});

describe('an offboarding takes the city of the onboarding before it', () => {
  it('from the same statement, and not from a later one or from itself', async () => {
    await db()
      .insert(deviceOnboardHistory)
      .values([
        row('OB1', 'onboard', 100),
        row('OB1', 'offboard', 200),
        // An offboarding before any onboarding of its device has no city.
        row('OB2', 'offboard', 50),
        row('OB2', 'onboard', 60),
      ]);
    expect(await cities('OB1')).toEqual([
      ['onboard', 100, 'Pune'],
      ['offboard', 200, 'Pune'],
    ]);
    expect(await cities('OB2')).toEqual([
      ['offboard', 50, ''],
      ['onboard', 60, 'Pune'],
    ]);
  });

  it('from an earlier statement, when the home has moved city since', async () => {
    await db()
      .insert(deviceOnboardHistory)
      .values([row('OB3', 'onboard', 100)]);
    await db().update(homes).set({ city: 'Nagpur' }).where(eq(homes.id, 'H1'));
    await db()
      .insert(deviceOnboardHistory)
      .values([row('OB3', 'offboard', 200), row('OB3', 'onboard', 300), row('OB3', 'offboard', 400)]);
    // The stored onboarding's city for the first offboarding; the statement's own for the second.
    expect(await cities('OB3')).toEqual([
      ['onboard', 100, 'Pune'],
      ['offboard', 200, 'Pune'],
      ['onboard', 300, 'Nagpur'],
      ['offboard', 400, 'Nagpur'],
    ]);
  });
});

import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { insertAll } from '../modules/demo/insert';
import { buildFirmware, buildModels } from '../modules/demo/models';
import { createRng } from '../modules/demo/prng';
import { buildStaff, DEMO_PASSWORD } from '../modules/demo/staff';
import { DEMO_TENANTS } from '../modules/demo/tenants';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/client';
import * as schema from '../platform/db/schema';

/** The demo's tenants, staff accounts (same passwords), device models and firmware: what the bench signs in with. */
export async function insertSmallTables(client: pg.ClientBase, nowSec: number): Promise<number> {
  const db = drizzle(client as pg.Client, { schema }) as unknown as Db;
  const rng = createRng(7);
  const tenantIds = DEMO_TENANTS.map((t) => t.id);
  const staff = buildStaff(rng, await hashPassword(DEMO_PASSWORD), new Date(nowSec * 1000));
  await insertAll(db, schema.tenants, DEMO_TENANTS);
  await insertAll(db, schema.staffUsers, staff.users);
  await insertAll(db, schema.staffPermissions, staff.permissions);
  await insertAll(db, schema.deviceModels, buildModels(tenantIds, nowSec));
  await insertAll(
    db,
    schema.firmware,
    tenantIds.flatMap((id) => buildFirmware(rng, id, nowSec)),
  );
  return staff.users.length;
}

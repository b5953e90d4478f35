import { insertStaff, insertTenants } from '../../../test/fixtures';
import type { Db } from '../../platform/db/client';

/* Helpers for the device action tests (not used by the app). */

/**
 * Both tenants and the staff of the device action tests: `l1` (L1) and `l2` (L2), each with the
 * default permissions (India, AC and REF, PANASONIC), `factory` (a level-0 factory admin),
 * `linetest` (a line tester with L4) and `nm` (northmart L4).
 */
export async function insertActionStaff(db: Db) {
  await insertTenants(db);
  await insertStaff(db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(db, { userName: 'l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  await insertStaff(db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
}

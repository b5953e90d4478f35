import { insertStaff, insertTenants } from '../../../test/fixtures';
import type { Db } from '../../platform/db/client';

/**
 * The tenants and the staff the Audit Log's tests sign in as: `l4` may read the main tenant's log,
 * `l3s` may not, `nm` reads northmart's.
 */
export async function insertAuditReaders(db: Db) {
  await insertTenants(db);
  await insertStaff(db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(db, { userName: 'l3s', roles: ['CUSTOMERSUPPORTL3SPECIAL'] });
  await insertStaff(db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
}

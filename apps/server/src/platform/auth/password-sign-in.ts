import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenantSso } from '../db/schema';

/**
 * Whether a password may still sign this account in (issue 33): always, unless the tenant requires
 * single sign-on, and then only for its named break-glass accounts (user names, any case). Read by
 * sign-in from the tenant's SSO settings (tenant_sso, by its key).
 */
export async function passwordSignInAllowed(db: Db, tenantId: string, userName: string): Promise<boolean> {
  const [row] = await db
    .select({
      enabled: tenantSso.enabled,
      requireSso: tenantSso.requireSso,
      breakGlass: tenantSso.breakGlass,
    })
    .from(tenantSso)
    .where(eq(tenantSso.tenantId, tenantId))
    .limit(1);
  if (!row?.enabled || !row.requireSso) return true;
  return row.breakGlass.includes(userName.toLowerCase());
}

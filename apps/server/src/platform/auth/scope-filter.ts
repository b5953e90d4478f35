import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestAuth } from './request-auth';

/**
 * The caller's data scope as SQL: their tenant always, and each dimension given (country,
 * category, brand) limited to what their permission entries allow. No entries, no rows.
 */
export function inScope(
  auth: RequestAuth,
  columns: { tenantId: AnyPgColumn; country?: AnyPgColumn; category?: AnyPgColumn; brand?: AnyPgColumn },
): SQL {
  const parts: SQL[] = [eq(columns.tenantId, auth.tenantId)];
  const limit = (column: AnyPgColumn | undefined, allowed: string[], upper: boolean) => {
    if (!column) return;
    if (allowed.length === 0) parts.push(sql`false`);
    else parts.push(upper ? inArray(sql`upper(${column})`, allowed) : inArray(column, allowed));
  };
  limit(columns.country, auth.scope.allowedCountries, false);
  limit(columns.category, auth.scope.allowedDeviceCategories, true);
  limit(columns.brand, auth.scope.allowCompanyBrand, true);
  return and(...parts) as SQL;
}

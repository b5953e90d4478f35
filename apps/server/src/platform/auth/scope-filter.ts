import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestAuth } from './request-auth';

type ScopeColumns = {
  tenantId: AnyPgColumn;
  country?: AnyPgColumn;
  category?: AnyPgColumn;
  brand?: AnyPgColumn;
};

/**
 * The caller's data scope as SQL for a prepared statement: their tenant always, and each
 * dimension given (country, category, brand) limited to what their permission entries allow
 * (`= any(list)`: no entries, no rows). The values come from `scopeValues(auth)`.
 */
export function scopePlaceholders(columns: ScopeColumns): SQL {
  const parts: SQL[] = [eq(columns.tenantId, sql.placeholder('scopeTenant'))];
  const limit = (column: AnyPgColumn | undefined, name: string, upper: boolean) => {
    if (!column) return;
    const value = upper ? sql`upper(${column})` : sql`${column}`;
    parts.push(sql`${value} = any(${sql.placeholder(name)}::text[])`);
  };
  limit(columns.country, 'scopeCountries', false);
  limit(columns.category, 'scopeCategories', true);
  limit(columns.brand, 'scopeBrands', true);
  return and(...parts) as SQL;
}

/** The placeholder values of `scopePlaceholders` for one caller. */
export function scopeValues(auth: RequestAuth) {
  return {
    scopeTenant: auth.tenantId,
    scopeCountries: auth.scope.allowedCountries,
    scopeCategories: auth.scope.allowedDeviceCategories,
    scopeBrands: auth.scope.allowCompanyBrand,
  };
}

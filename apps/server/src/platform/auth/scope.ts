import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestAuth } from './request-auth';

const upper = (value: string) => value.trim().toUpperCase();

/**
 * Whether a category and brand (and a country, when given) are inside the caller's data scope, in
 * memory: the same rule `scopePlaceholders` puts in SQL. A signed-in person's RequestAuth fits; a
 * scheduled job passes the scope of the person it runs for.
 */
export function inScope(
  caller: Pick<RequestAuth, 'scope'>,
  category: string,
  brand: string,
  country?: string,
): boolean {
  const { scope } = caller;
  return (
    scope.allowedDeviceCategories.includes(upper(category)) &&
    scope.allowCompanyBrand.includes(upper(brand)) &&
    (country === undefined || scope.allowedCountries.includes(country))
  );
}

type ScopeColumns = {
  tenantId: AnyPgColumn;
  country?: AnyPgColumn;
  category?: AnyPgColumn;
  brand?: AnyPgColumn;
};

type Values = { tenant: unknown; countries: unknown; categories: unknown; brands: unknown };

/**
 * Tenant always; each dimension given limited to a list (`= any(list)`: an empty list, no rows).
 * Categories and brands are compared as stored: every table the rule reads keeps them upper-case
 * (a CHECK each, migration 0029), as the caller's lists are, so the columns' plain indexes and
 * statistics serve.
 */
function scopeSql(columns: ScopeColumns, values: Values): SQL {
  const parts: SQL[] = [sql`${columns.tenantId} = ${values.tenant}`];
  const limit = (column: AnyPgColumn | undefined, list: unknown) => {
    if (column) parts.push(sql`${column} = any(${list}::text[])`);
  };
  limit(columns.country, values.countries);
  limit(columns.category, values.categories);
  limit(columns.brand, values.brands);
  return and(...parts) as SQL;
}

/**
 * The caller's data scope as SQL: their tenant always, and each dimension given (country,
 * category, brand) limited to what their permission entries allow.
 */
export function scopeCondition(caller: Pick<RequestAuth, 'tenantId' | 'scope'>, columns: ScopeColumns): SQL {
  const { scope } = caller;
  return scopeSql(columns, {
    tenant: sql.param(caller.tenantId),
    countries: sql.param(scope.allowedCountries),
    categories: sql.param(scope.allowedDeviceCategories),
    brands: sql.param(scope.allowCompanyBrand),
  });
}

/** `scopeCondition` for a prepared statement; the values come from `scopeValues(auth)`. */
export function scopePlaceholders(columns: ScopeColumns): SQL {
  return scopeSql(columns, {
    tenant: sql.placeholder('scopeTenant'),
    countries: sql.placeholder('scopeCountries'),
    categories: sql.placeholder('scopeCategories'),
    brands: sql.placeholder('scopeBrands'),
  });
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

import { hash } from 'node:crypto';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestAuth } from './request-auth';

const upper = (value: string) => value.trim().toUpperCase();

/** Whether a country is one of the caller's, in memory (countries are stored lower-case, as listed). */
export function countryInScope(caller: Pick<RequestAuth, 'scope'>, country: string): boolean {
  return caller.scope.allowedCountries.includes(country);
}

/** Whether a category is one of the caller's, in memory. */
export function categoryInScope(caller: Pick<RequestAuth, 'scope'>, category: string): boolean {
  return caller.scope.allowedDeviceCategories.includes(upper(category));
}

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
  return (
    categoryInScope(caller, category) &&
    caller.scope.allowCompanyBrand.includes(upper(brand)) &&
    (country === undefined || countryInScope(caller, country))
  );
}

/** The lists of a data scope that limit rows: countries, categories and brands. */
export type DataScopeLists = Pick<
  RequestAuth['scope'],
  'allowedCountries' | 'allowedDeviceCategories' | 'allowCompanyBrand'
>;

const sorted = (values: readonly string[]) => [...new Set(values)].sort();

/** A scope's lists, each sorted and without repeats: equal scopes become equal values. */
export function canonicalScope(scope: DataScopeLists) {
  return {
    allowedCountries: sorted(scope.allowedCountries),
    allowedDeviceCategories: sorted(scope.allowedDeviceCategories),
    allowCompanyBrand: sorted(scope.allowCompanyBrand),
  };
}

/** The key of a scope (SHA-256 hex): the same lists in any order give the same key. */
export const scopeKeyOf = (scope: DataScopeLists) =>
  hash('sha256', JSON.stringify(canonicalScope(scope)), 'hex');

const scopeKeys = new WeakMap<RequestAuth['scope'], string>();

/** Whose data a read is limited to: a signed-in caller, or the scope a job or image set runs for. */
export type ScopedCaller = Pick<RequestAuth, 'tenantId' | 'scope'>;

/**
 * Whose data a caller sees, as a key: tenant and scope. Callers with equal keys may share a read
 * (the read cache, batched lookups). Scopes are frozen and shared by a session's calls, so each
 * scope's hash is made once.
 */
export function callerDataKey({ tenantId, scope }: ScopedCaller): string {
  let key = scopeKeys.get(scope);
  if (key === undefined) {
    key = scopeKeyOf(scope);
    scopeKeys.set(scope, key);
  }
  return `${tenantId} ${key}`;
}

/** A column the rule reads: a table's column, or a bare name in SQL that reads several tables alike. */
type ScopeColumn = AnyPgColumn | SQL;

export type ScopeColumns = {
  tenantId: ScopeColumn;
  country?: ScopeColumn;
  category?: ScopeColumn;
  brand?: ScopeColumn;
};

type Values = { tenant: unknown; countries: unknown; categories: unknown; brands: unknown };

/** Per dimension, stored values that pass whatever the caller's list ("none" or "all" markers). */
interface Open {
  countryNull?: boolean;
  category?: readonly string[];
  brand?: readonly string[];
}

/**
 * Tenant always; each dimension given limited to a list (`= any(list)`: an empty list, no rows).
 * Categories and brands are compared as stored: every table the rule reads keeps them upper-case
 * (a CHECK each, migrations 0029 and 0031; the rollups and count tables inherit it from the
 * devices they are computed from), as the caller's lists are, so plain indexes and statistics serve.
 */
function scopeSql(columns: ScopeColumns, values: Values, open: Open = {}): SQL {
  const parts: SQL[] = [sql`${columns.tenantId} = ${values.tenant}`];
  const limit = (column: ScopeColumn | undefined, list: unknown, passes: SQL | undefined) => {
    if (!column) return;
    const listed = sql`${column} = any(${list}::text[])`;
    parts.push(passes ? sql`(${passes} or ${listed})` : listed);
  };
  const oneOf = (column: ScopeColumn | undefined, markers: readonly string[] | undefined) =>
    column && markers?.length ? sql`${column} = any(${sql.param(markers)}::text[])` : undefined;
  limit(columns.country, values.countries, open.countryNull ? sql`${columns.country} is null` : undefined);
  limit(columns.category, values.categories, oneOf(columns.category, open.category));
  limit(columns.brand, values.brands, oneOf(columns.brand, open.brand));
  return and(...parts) as SQL;
}

const valuesOf = (caller: ScopedCaller): Values => ({
  tenant: sql.param(caller.tenantId),
  countries: sql.param(caller.scope.allowedCountries),
  categories: sql.param(caller.scope.allowedDeviceCategories),
  brands: sql.param(caller.scope.allowCompanyBrand),
});

/**
 * The caller's data scope as SQL: their tenant always, and each dimension given (country,
 * category, brand) limited to what their permission entries allow.
 */
export function scopeCondition(caller: ScopedCaller, columns: ScopeColumns): SQL {
  return scopeSql(columns, valuesOf(caller));
}

/**
 * `scopeCondition` where a row may have no country yet (NULL passes the country limit): a QR label
 * printed for a model, not a unit, counts for whoever may see its category and brand.
 */
export function scopeConditionOrNoCountry(caller: ScopedCaller, columns: ScopeColumns): SQL {
  return scopeSql(columns, valuesOf(caller), { countryNull: true });
}

/**
 * `scopeCondition` on an activity rollup row (decision 0020): unlike a device, a rollup row may have
 * no category or brand ('': a registration, a login) or stand for all categories ('*': a user's
 * actives); such a row passes that dimension and is limited by tenant and country alone.
 */
export function rollupScopeCondition(caller: ScopedCaller, columns: ScopeColumns): SQL {
  return scopeSql(columns, valuesOf(caller), { category: ['', '*'], brand: [''] });
}

/**
 * `scopeCondition` for a caller known by tenant and countries alone: a notification task's stored
 * audience keeps the sender's (end users have no category or brand to limit).
 */
export function countryScopeCondition(
  caller: { tenantId: string; countries: readonly string[] },
  columns: Required<Pick<ScopeColumns, 'tenantId' | 'country'>>,
): SQL {
  const values = { tenant: sql.param(caller.tenantId), countries: sql.param(caller.countries) };
  return scopeSql(columns, { ...values, categories: null, brands: null });
}

/**
 * Whether a country as permission entries name it (`IN`, `SL1`: the codes device models store) is
 * one of the caller's; `countryInScope` reads the normalised list (`in`, `lk`) that users and
 * devices carry instead.
 */
export function permissionCountryInScope(caller: Pick<RequestAuth, 'permissions'>, country: string): boolean {
  return caller.permissions.some((entry) => upper(entry.country) === upper(country));
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

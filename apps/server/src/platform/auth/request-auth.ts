import {
  allowedCountryOf,
  type DataScope,
  isRole,
  type PermissionEntry,
  type Principal,
  principalOf,
  type Role,
  type RuleName,
  scopeOf,
} from '@console/contracts/access';
import { isLineStationToken, LINE_STATION_RULE, tokenRulesFor } from '@console/contracts/api-tokens';

/**
 * What every authenticated request knows about its caller: what its session resolves to, shared
 * (frozen) by the session's requests through the session cache. The bearer token is not in it
 * (the cache holds none, decision 0001); the few calls that need it read it from the request.
 */
export interface RequestAuth {
  tenantId: string;
  userId: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  mfaEnabled: boolean;
  principal: Principal;
  permissions: PermissionEntry[];
  scope: DataScope;
  /** Set when the caller is an API token of this person (issue 33): what it may call. */
  token?: ApiTokenGrant;
}

/** What an API token was given: the access rules it may use, read-only or not; its scope is `scope`. */
export interface ApiTokenGrant {
  tokenId: string;
  name: string;
  rules: readonly RuleName[];
  readOnly: boolean;
}

/**
 * The owner's permission entries narrowed to a token's lists (countries as data scope has them,
 * lower-case; categories and brands upper-case): the token's scope is made from them as a
 * person's is, so it can never be wider than its owner's, today or after their entries change.
 */
export function narrowEntries(
  entries: readonly PermissionEntry[],
  to: { countries: string[]; categories: string[]; brands: string[] },
): PermissionEntry[] {
  const countries = new Set(to.countries.map((c) => c.toLowerCase()));
  const categories = new Set(to.categories.map((c) => c.toUpperCase()));
  const brands = new Set(to.brands.map((b) => b.toUpperCase()));
  return entries
    .filter((e) => countries.has(allowedCountryOf(e.country)) && brands.has(e.brand.toUpperCase()))
    .map((e) => ({ ...e, categories: e.categories.filter((c) => categories.has(c.toUpperCase())) }))
    .filter((e) => e.categories.length > 0);
}

export function buildSessionAuth(input: {
  tenantId: string;
  mainTenant: boolean;
  user: {
    id: string;
    userName: string;
    firstName: string;
    lastName: string;
    email: string;
    roles: string[];
    mfaEnabled: boolean;
  };
  permissions: PermissionEntry[];
  token?: (ApiTokenGrant & { scope: { countries: string[]; categories: string[]; brands: string[] } }) | null;
}): RequestAuth {
  const ownRoles: Role[] = input.user.roles.filter(isRole);
  // A line station's token acts as a line-test user while its maker may still give one.
  const station =
    input.token &&
    isLineStationToken(input.token.rules) &&
    tokenRulesFor(principalOf(ownRoles, input.mainTenant)).includes(LINE_STATION_RULE);
  const roles: Role[] = station ? ['LINETESTUSER'] : ownRoles;
  const permissions = input.token ? narrowEntries(input.permissions, input.token.scope) : input.permissions;
  return {
    tenantId: input.tenantId,
    userId: input.user.id,
    userName: input.user.userName,
    firstName: input.user.firstName,
    lastName: input.user.lastName,
    email: input.user.email,
    mfaEnabled: input.user.mfaEnabled,
    principal: principalOf(roles, input.mainTenant),
    permissions,
    scope: scopeOf(permissions),
    ...(input.token && {
      userName: `${input.user.userName} (token ${input.token.name})`,
      token: {
        tokenId: input.token.tokenId,
        name: input.token.name,
        rules: input.token.rules,
        readOnly: input.token.readOnly,
      },
    }),
  };
}

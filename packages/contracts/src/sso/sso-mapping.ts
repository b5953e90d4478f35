import type { Role } from '../access/roles';
import type { SsoClaimMapping } from './sso.schemas';

/** What a person's claims give them: roles and permission entries (country, categories, brand). */
export interface MappedAccess {
  roles: Role[];
  entries: { country: string; categories: string[]; brand: string }[];
}

/** Whether a claim's value holds `value`: equal to it, or a list that contains it. */
function claimHolds(claim: unknown, value: string): boolean {
  if (Array.isArray(claim)) return claim.some((item) => String(item) === value);
  if (typeof claim === 'string' || typeof claim === 'number' || typeof claim === 'boolean')
    return String(claim) === value;
  return false;
}

/**
 * Every rule whose claim holds its value applies; their roles and data scope are combined (a rule's
 * countries × brands, each with its categories). Upper-case categories and brands, as permission
 * entries keep them; countries as written (scope.ts reads them case-blind).
 */
export function mapClaims(
  claims: Record<string, unknown>,
  mappings: readonly SsoClaimMapping[],
): MappedAccess {
  const roles = new Set<Role>();
  const entries = new Map<string, Set<string>>();
  for (const rule of mappings) {
    if (!claimHolds(claims[rule.claim], rule.value)) continue;
    for (const role of rule.roles) roles.add(role);
    for (const country of rule.countries)
      for (const brand of rule.brands) {
        const key = `${country.toUpperCase()}\u0000${brand.toUpperCase()}`;
        const categories = entries.get(key) ?? new Set<string>();
        for (const category of rule.categories) categories.add(category.toUpperCase());
        entries.set(key, categories);
      }
  }
  return {
    roles: [...roles].sort(),
    entries: [...entries]
      .filter(([, categories]) => categories.size > 0)
      .map(([key, categories]) => {
        const [country = '', brand = ''] = key.split('\u0000');
        return { country, brand, categories: [...categories].sort() };
      }),
  };
}

import type { dealers } from '../../platform/db/schema';

/** A dealer row for tests: the fields the rules need, nothing else. */
export const dealerRow = (
  id: string,
  country = 'in',
  tenantId = 'panasonic',
): typeof dealers.$inferInsert => ({
  id,
  tenantId,
  name: `Dealer ${id}`,
  phone: [],
  country,
  address: { line1: 'A', line2: null, city: 'Pune', pin: null },
  socials: { facebook: null, instagram: null, x: null },
});

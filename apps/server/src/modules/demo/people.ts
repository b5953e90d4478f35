import type { endUsers, homeMembers, homes, spaces } from '../../platform/db/schema';
import { BANGLADESH, BUILDINGS, INDIA, type Locale, SPACE_NAMES, SRI_LANKA } from './names';
import type { Rng } from './prng';
import { MAIN_TENANT_ID } from './tenants';

const DAY = 86_400;

/** Users per tenant and country: most in the main tenant and India, ~200 in all. */
const POPULATION: { tenantId: string; locale: Locale; count: number }[] = [
  { tenantId: MAIN_TENANT_ID, locale: INDIA, count: 150 },
  { tenantId: MAIN_TENANT_ID, locale: SRI_LANKA, count: 12 },
  { tenantId: MAIN_TENANT_ID, locale: BANGLADESH, count: 8 },
  { tenantId: 'northmart', locale: INDIA, count: 15 },
  { tenantId: 'southhome', locale: INDIA, count: 15 },
];

export interface HomePlan {
  id: string;
  tenantId: string;
  country: string;
  ownerId: string;
  spaces: { id: string; name: string }[];
}

export interface People {
  users: (typeof endUsers.$inferInsert)[];
  homes: (typeof homes.$inferInsert)[];
  members: (typeof homeMembers.$inferInsert)[];
  spaces: (typeof spaces.$inferInsert)[];
  plans: HomePlan[];
}

/** Unique, random-looking numbers: multiplying by a number coprime to 10 permutes the range. */
function mobileOf(locale: Locale, seq: number): string {
  const n = (seq * 7919 + 48_611) % 100_000_000;
  const lead = { in: '98', lk: '7', bd: '17' }[locale.country];
  return `+${locale.dial}${lead}${String(n).padStart(8, '0')}`;
}

function spaceNames(rng: Rng): string[] {
  const count = rng.int(2, 4);
  const names = new Set<string>(['Living Room']);
  while (names.size < count) names.add(rng.pick(SPACE_NAMES));
  return [...names];
}

export function buildPeople(rng: Rng, nowSec: number): People {
  const out: People = { users: [], homes: [], members: [], spaces: [], plans: [] };
  let seq = 0;
  for (const group of POPULATION) {
    const { locale, tenantId } = group;
    const groupPlans: HomePlan[] = [];
    const groupUsers: string[] = [];
    for (let i = 0; i < group.count; i++) {
      seq++;
      const first = rng.pick(locale.firstNames);
      const last = rng.pick(locale.lastNames);
      const id = rng.uuid();
      // The earliest users of a group are fully filled in; they become the samples.
      const email = i < 10 || rng.chance(0.92) ? `${first}.${last}${seq}@mail.example`.toLowerCase() : null;
      out.users.push({
        id,
        tenantId,
        userName: `${first.toLowerCase()}.${last.toLowerCase()}${seq}`,
        firstName: first,
        lastName: last,
        email,
        mobile: mobileOf(locale, seq),
        country: locale.country,
        createdAt: new Date((nowSec - (900 - seq * 3) * DAY - rng.int(0, DAY)) * 1000),
      });
      groupUsers.push(id);
      const homeCount = i < 3 || rng.chance(0.2) ? 2 : 1;
      for (let h = 0; h < homeCount; h++) {
        const place = rng.pick(locale.cities);
        const homeId = rng.uuid();
        const named = rng.chance(0.85);
        out.homes.push({
          id: homeId,
          tenantId,
          homeName: named
            ? h === 0
              ? `${last} Residence`
              : rng.pick(['Holiday Home', 'Parents Home', 'Office'])
            : null,
          addressLine1: `Flat ${rng.int(1, 20)}${rng.pick(['A', 'B', 'C', ''])}, ${rng.pick(BUILDINGS)}`,
          addressLine2: rng.pick(locale.streets),
          city: place.city,
          pincode: place.pincode + rng.digits(locale.pincodeLength - place.pincode.length),
          country: locale.country,
          createdAt: new Date((nowSec - (850 - seq * 3) * DAY) * 1000),
        });
        out.members.push({ homeId, userId: id, tenantId, membership: 'primary' });
        const plan: HomePlan = { id: homeId, tenantId, country: locale.country, ownerId: id, spaces: [] };
        for (const name of spaceNames(rng)) {
          const spaceId = rng.uuid();
          out.spaces.push({ id: spaceId, tenantId, homeId, spaceName: name });
          plan.spaces.push({ id: spaceId, name });
        }
        groupPlans.push(plan);
      }
    }
    shareHomes(rng, out, groupUsers, groupPlans, tenantId);
    out.plans.push(...groupPlans);
  }
  return out;
}

/** Family members join another user's home as secondary users; the first users always do. */
function shareHomes(rng: Rng, out: People, users: string[], plans: HomePlan[], tenantId: string) {
  users.forEach((userId, i) => {
    if (i >= 4 && !rng.chance(0.3)) return;
    const candidates = plans.filter((p) => p.ownerId !== userId);
    if (candidates.length === 0) return;
    // The first users share each other's homes, so samples have both kinds.
    const target = i < 4 ? candidates[(i + 1) % Math.min(4, candidates.length)] : rng.pick(candidates);
    if (!target || out.members.some((m) => m.homeId === target.id && m.userId === userId)) return;
    out.members.push({ homeId: target.id, userId, tenantId, membership: 'secondary' });
  });
}

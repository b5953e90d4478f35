import { DEVICE_CATEGORIES } from '@console/contracts/constants';
import { type ModelSpec, modelsOf } from './catalog';
import { createDeviceFactory, type DevicePlan, type Placement } from './device-factory';
import type { HomePlan } from './people';
import type { Rng } from './prng';
import { MAIN_TENANT_ID } from './tenants';

/** How common each category is in a home (gateways and their indoor units are placed separately). */
const WEIGHTS: Record<string, number> = {
  AC: 6,
  FAN: 4,
  LEDLIGHTS: 4,
  SWITCHES: 3,
  WM: 2,
  REF: 2,
  ANCHOR: 2,
  ROMA: 2,
  ANCHORFAN: 2,
  FANCONTROLLER: 2,
  ROMASWITCHES: 1,
  VDP: 1,
  CAC: 1,
  ODMFRONTLOADWM: 1,
};
const PARTNER_CATEGORIES = ['AC', 'FAN', 'LEDLIGHTS', 'SWITCHES', 'REF', 'WM'];
const WEIGHTED = Object.entries(WEIGHTS).flatMap(([category, weight]) =>
  Array<string>(weight).fill(category),
);

function model(rng: Rng, category: string): ModelSpec {
  return rng.pick(modelsOf(category));
}

export function buildFleet(rng: Rng, nowSec: number, plans: HomePlan[]): DevicePlan[] {
  const make = createDeviceFactory(rng, nowSec);
  const out: DevicePlan[] = [];
  const mainPlans = plans.filter((p) => p.tenantId === MAIN_TENANT_ID);
  const [showcase, ...rest] = mainPlans;
  if (!showcase) return out;

  // The sample home: dense logs, a gateway with indoor units, the first ids.
  const at = (home: HomePlan, spaceIndex: number, extra: Partial<Placement> = {}): Placement => ({
    tenantId: home.tenantId,
    country: home.country,
    homeId: home.id,
    space: home.spaces[spaceIndex % home.spaces.length],
    ownerId: home.ownerId,
    onboardedDaysAgo: rng.int(150, 400),
    ...extra,
  });
  out.push(make(modelsOf('AC')[0] ?? model(rng, 'AC'), at(showcase, 0, { dense: true })));
  out.push(make(modelsOf('AC')[1] ?? model(rng, 'AC'), at(showcase, 1, { dense: true })));
  out.push(make(model(rng, 'WM'), at(showcase, 2, { dense: true })));
  out.push(make(model(rng, 'REF'), at(showcase, 2, { dense: true })));
  addGateway(rng, make, out, at(showcase, 0, { alwaysOnline: true }), showcase, 6);

  // Every category appears at least once, then homes fill by weight; some homes stay empty.
  const pending = DEVICE_CATEGORIES.filter(
    (c) => c !== 'IAC' && c !== 'GATEWAY' && !out.some((d) => d.spec.category === c),
  );
  rest.forEach((home, i) => {
    const count = pending.length > 0 ? rng.int(1, 3) : rng.chance(0.15) ? 0 : rng.int(1, 4);
    for (let k = 0; k < count; k++) {
      const category = pending.shift() ?? rng.pick(WEIGHTED);
      const place = at(home, rng.int(0, 3), {
        onboardedDaysAgo: rng.int(1, 700),
        withoutProductSerial: rng.chance(0.08),
      });
      out.push(make(model(rng, category), place));
    }
    if (i % 40 === 7)
      addGateway(rng, make, out, at(home, 0, { onboardedDaysAgo: rng.int(30, 500) }), home, rng.int(3, 8));
  });

  // Factory stock not yet onboarded, some without a product serial yet.
  for (let i = 0; i < 30; i++) {
    const country = i % 10 === 0 ? 'lk' : 'in';
    const place: Placement = { tenantId: MAIN_TENANT_ID, country, withoutProductSerial: rng.chance(0.3) };
    out.push(make(model(rng, rng.pick(WEIGHTED)), place));
  }

  for (const home of plans.filter((p) => p.tenantId !== MAIN_TENANT_ID)) {
    for (let k = rng.int(1, 2); k > 0; k--) {
      const place = at(home, rng.int(0, 3), { onboardedDaysAgo: rng.int(1, 500) });
      out.push(make(model(rng, rng.pick(PARTNER_CATEGORIES)), place));
    }
  }
  return out;
}

/** A cloud adapter with indoor units, on one or two adapters and links, numbered within a link. */
function addGateway(
  rng: Rng,
  make: ReturnType<typeof createDeviceFactory>,
  out: DevicePlan[],
  place: Placement,
  home: HomePlan,
  children: number,
) {
  const gateway = make(model(rng, 'GATEWAY'), place);
  out.push(gateway);
  const onboardedDaysAgo = place.onboardedDaysAgo;
  for (let i = 0; i < children; i++) {
    const child = make(model(rng, 'IAC'), {
      ...place,
      space: home.spaces[i % home.spaces.length],
      onboardedDaysAgo,
      alwaysOnline: false,
      label: `Indoor Unit ${i + 1}`,
    });
    const firstOnSecond = children < 4 ? children : Math.ceil(children / 2);
    const adapter = i < firstOnSecond ? 1 : 2;
    const j = adapter === 1 ? i : i - firstOnSecond;
    child.row.parentDeviceId = gateway.row.deviceId;
    child.row.czAdapterId = `CZ-TAW1-0${adapter}`;
    child.row.linkNumber = 1 + (j % 2);
    child.row.iduNumber = 1 + Math.floor(j / 2);
    // Indoor units are added through the gateway, a minute apart, after it.
    if (gateway.row.onboardedAt != null) child.row.onboardedAt = gateway.row.onboardedAt + (i + 1) * 60;
    out.push(child);
  }
}

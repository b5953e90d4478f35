import type { customerProducts, productWarranties, serviceRequests } from '../../platform/db/schema';
import type { DevicePlan } from './device-factory';
import type { HomePlan } from './people';
import type { Rng } from './prng';

const DAY = 86_400;

export interface DemoWarranty {
  products: (typeof customerProducts.$inferInsert)[];
  warranties: (typeof productWarranties.$inferInsert)[];
  services: (typeof serviceRequests.$inferInsert)[];
}

export const PRODUCT_NAMES: Record<string, [string, string]> = {
  AC: ['Air Conditioner', 'Inverter Split AC'],
  CAC: ['Air Conditioner', 'Cassette AC'],
  REF: ['Refrigerator', 'Double Door'],
  WM: ['Washing Machine', 'Top Load'],
  ODMFRONTLOADWM: ['Washing Machine', 'Front Load'],
  FAN: ['Fan', 'Ceiling Fan'],
  ANCHORFAN: ['Fan', 'Smart Fan'],
  LEDLIGHTS: ['Lighting', 'LED Bulb'],
  VDP: ['Video Door Phone', 'Door Station'],
};
export const CLASSIFICATIONS = ['Installation', 'Repair', 'Preventive Maintenance', 'Demo'];
export const STATUSES = ['Closed', 'Closed', 'Pending', 'In Progress', 'Cancelled'];
export const REGISTERED_BY = ['Customer', 'Call Centre', 'Dealer', 'App'];
export const REMARKS = [
  'Unit installed and demo given',
  'Gas refilled',
  'PCB replaced',
  'Filter cleaned',
  null,
];

/** How a product's last warranty stands today: spread so every label of spec 000 section 4 shows. */
type Standing = 'soon' | 'expired' | 'natural';
const standingOf = (i: number): Standing => (i % 5 === 0 ? 'soon' : i % 5 === 1 ? 'expired' : 'natural');
const isoDay = (sec: number) => new Date(sec * 1000).toISOString().slice(0, 10);

/**
 * Our own e-warranty records: about 60% of onboarded devices are registered products, and the owners
 * of a home without devices registered two appliances that are not connected (one warranty expiring
 * within 30 days, one expired), so the Home Details buttons have something to show.
 */
export function buildWarranty(
  rng: Rng,
  nowSec: number,
  fleet: DevicePlan[],
  plans: HomePlan[],
): DemoWarranty {
  const out: DemoWarranty = { products: [], warranties: [], services: [] };
  let seq = 0;

  const add = (p: {
    tenantId: string;
    userId: string;
    deviceId: string | null;
    category: string;
    brand: string;
    modelName: string | null;
    serialNo: string | null;
    purchasedAt: number;
    standing: Standing;
  }) => {
    seq++;
    const id = `CP${String(seq).padStart(6, '0')}`;
    const [name, sub] = PRODUCT_NAMES[p.category] ?? ['Smart Home', p.category];
    const { tenantId } = p;
    out.products.push({
      id,
      tenantId,
      userId: p.userId,
      deviceId: p.deviceId,
      productName: name,
      subProductName: sub,
      modelName: p.modelName,
      serialNo: p.serialNo,
      image: null,
      icon: p.category,
      category: p.category,
      brand: p.brand,
      createdAt: new Date(p.purchasedAt * 1000),
    });
    // A standard year from purchase; forced standings move the last warranty's end around today.
    const years = p.category === 'REF' ? 2 : 1;
    let end = p.purchasedAt + years * 365 * DAY - DAY;
    if (p.standing === 'soon') end = nowSec + rng.int(1, 29) * DAY;
    if (p.standing === 'expired') end = nowSec - rng.int(5, 300) * DAY;
    const start = Math.min(p.purchasedAt, end - 180 * DAY);
    const extended = end - start > 400 * DAY;
    const split = extended ? start + 365 * DAY : end;
    out.warranties.push({
      id: `${id}-W1`,
      tenantId,
      productId: id,
      startDate: isoDay(start),
      expiryDate: isoDay(extended ? split - DAY : end),
      typeOfWarranty: 'Standard',
    });
    if (extended) {
      const type = p.category === 'REF' ? 'Comprehensive (Compressor)' : 'Extended';
      out.warranties.push({
        id: `${id}-W2`,
        tenantId,
        productId: id,
        startDate: isoDay(split),
        expiryDate: isoDay(end),
        typeOfWarranty: type,
      });
    }
    const jobs = rng.int(0, 3);
    for (let j = 0; j < jobs; j++) {
      const created = Math.min(
        nowSec - DAY,
        p.purchasedAt + rng.int(j * 60, j * 60 + 59) * DAY + rng.int(0, DAY),
      );
      const status = j === 0 ? 'Closed' : rng.pick(STATUSES);
      out.services.push({
        id: `${id}-J${j + 1}`,
        tenantId,
        productId: id,
        ascJobId: `ASC${rng.digits(3)}-${seq}${j}`,
        jobNumber: `JOB${new Date(created * 1000).getUTCFullYear()}${String(seq * 10 + j).padStart(7, '0')}`,
        jobClassification: j === 0 ? 'Installation' : rng.pick(CLASSIFICATIONS.slice(1)),
        jobStatusName: status,
        jobCreationDate: new Date(created * 1000),
        jobRemarks: rng.pick(REMARKS),
        registeredBy: rng.pick(REGISTERED_BY),
        jobClosingDate: status === 'Closed' ? new Date((created + rng.int(1, 5) * DAY) * 1000) : null,
      });
    }
  };

  let registered = 0;
  for (const { row, ownerId } of fleet) {
    if (!ownerId || row.onboardedAt == null || row.category === 'IAC' || !rng.chance(0.6)) continue;
    add({
      tenantId: row.tenantId,
      userId: ownerId,
      deviceId: row.deviceId,
      category: row.category,
      brand: row.brand,
      modelName: row.modelName ?? row.modelNumber,
      serialNo: row.productSerialNumber ?? row.serialNumber,
      purchasedAt: row.onboardedAt - rng.int(0, 10) * DAY,
      standing: standingOf(registered++),
    });
  }

  const furnished = new Set(fleet.map((d) => d.row.homeId).filter(Boolean));
  const owners = new Set<string>();
  for (const home of plans) {
    if (furnished.has(home.id) || owners.has(home.ownerId)) continue;
    owners.add(home.ownerId);
    for (const [category, standing] of [
      ['AC', 'soon'],
      ['REF', 'expired'],
    ] as const) {
      const purchasedAt = nowSec - rng.int(200, 900) * DAY;
      const serialNo = `${category}${rng.digits(9)}`;
      const common = { tenantId: home.tenantId, userId: home.ownerId, deviceId: null, brand: 'PANASONIC' };
      add({ ...common, category, modelName: null, serialNo, purchasedAt, standing });
    }
  }
  return out;
}

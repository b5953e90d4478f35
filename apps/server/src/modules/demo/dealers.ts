import type { dealerProducts, dealers } from '../../platform/db/schema';
import type { DevicePlan } from './device-factory';
import { BANGLADESH, INDIA, type Locale, SRI_LANKA } from './names';

export interface DemoDealers {
  dealers: (typeof dealers.$inferInsert)[];
  products: (typeof dealerProducts.$inferInsert)[];
}

const SHOPS = ['Cool Corner', 'Metro Electronics', 'Sunrise Appliances', 'Galaxy Home Store'];
const LOCALES: Record<string, Locale> = { in: INDIA, lk: SRI_LANKA, bd: BANGLADESH };
/** One device in three with a product serial has a known dealer, so the card shows both ways. */
const MAPPED_EVERY = 3;

/**
 * Dealers for the device dealer card: a few shops per tenant and country, and the product serials
 * they sold. Built from the fleet alone (no random stream), so it shifts nothing else in the demo.
 */
export function buildDealers(fleet: DevicePlan[]): DemoDealers {
  const out: DemoDealers = { dealers: [], products: [] };
  const shopsOf = new Map<string, string[]>();

  function shops(tenantId: string, country: string): string[] {
    const key = `${tenantId}/${country}`;
    const known = shopsOf.get(key);
    if (known) return known;
    const locale = LOCALES[country] ?? INDIA;
    const ids = SHOPS.map((shop, i) => {
      const id = `DLR-${tenantId.slice(0, 3).toUpperCase()}-${country.toUpperCase()}-${i + 1}`;
      const place = locale.cities[i % locale.cities.length] ?? { city: 'Pune', pincode: '4110' };
      const slug = shop.toLowerCase().replace(/\s+/g, '');
      out.dealers.push({
        id,
        tenantId,
        name: `${shop} ${place.city}`,
        website: `https://www.${slug}.example`,
        email: `sales@${slug}.example`,
        phone: [
          { number: `${locale.dial}98${String(1000000 + i * 7919).slice(-8)}`, type: 'free' },
          ...(i % 2 === 0 ? [{ number: `1800${String(200000 + i).slice(-6)}`, type: 'paid' as const }] : []),
        ],
        country,
        address: {
          line1: `${10 + i} ${locale.streets[i % locale.streets.length] ?? 'Main Road'}`,
          line2: i % 2 === 0 ? 'Ground Floor' : null,
          city: place.city,
          pin: Number(place.pincode.padEnd(locale.pincodeLength, '1')),
        },
        socials: {
          facebook: `https://facebook.com/${slug}`,
          instagram: null,
          x: i === 0 ? `https://x.com/${slug}` : null,
        },
      });
      return id;
    });
    shopsOf.set(key, ids);
    return ids;
  }

  fleet.forEach(({ row }, i) => {
    if (!row.productSerialNumber || i % MAPPED_EVERY !== 0) return;
    const ids = shops(row.tenantId, row.country);
    out.products.push({
      tenantId: row.tenantId,
      productSerialNumber: row.productSerialNumber,
      dealerId: ids[i % ids.length] as string,
    });
  });
  return out;
}

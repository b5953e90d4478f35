import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@console/contracts/feedback';
import type pg from 'pg';
import { MAIN_TENANT_ID } from '../modules/demo/tenants';

/** Dealers and feedback of the scale set: enough for the list pages to walk real indexes. */
export const SCALE_DEALERS = 30_000;
export const SCALE_TICKETS = 200_000;
/** One device in this many has its serial mapped to a dealer. */
const MAPPED_EVERY = 4;
const COUNTRIES = ['in', 'in', 'in', 'lk', 'bd'];

const literalList = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * Dealers, the serial-to-dealer mapping and feedback tickets, made by PostgreSQL itself over the
 * devices and users already loaded (generate_series, no rows through the client): mostly Indian
 * dealers like the fleet, one device in four mapped, a year of tickets from the devices' owners
 * with every type and status. Returns the rows written.
 */
export async function seedDealersAndFeedback(client: pg.Client, nowSec: number): Promise<number> {
  const dealers = await client.query(
    `INSERT INTO dealers (id, tenant_id, name, website, email, phone, country, address, socials)
     SELECT 'SDL' || lpad(n::text, 6, '0'), $1, 'Scale Dealer ' || n,
            'https://dealer' || n || '.example', 'sales@dealer' || n || '.example',
            jsonb_build_array(jsonb_build_object('number', '98' || lpad(n::text, 8, '0'), 'type', 'free')),
            (${literalList(COUNTRIES)})[1 + n % ${COUNTRIES.length}],
            jsonb_build_object('line1', n || ' Main Road', 'line2', NULL, 'city', 'Pune', 'pin', 411001),
            jsonb_build_object('facebook', NULL, 'instagram', NULL, 'x', NULL)
       FROM generate_series(1, $2) n`,
    [MAIN_TENANT_ID, SCALE_DEALERS],
  );
  // Each mapped serial goes to a dealer of the device's own country.
  const mapped = await client.query(
    `WITH per_country AS (
       SELECT country, array_agg(id ORDER BY id) AS ids FROM dealers WHERE tenant_id = $1 GROUP BY country)
     INSERT INTO dealer_products (tenant_id, product_serial_number, dealer_id)
     SELECT d.tenant_id, d.product_serial_number, p.ids[1 + (hashtext(d.device_id) & 2147483647) % cardinality(p.ids)]
       FROM devices d JOIN per_country p ON p.country = d.country
      WHERE d.tenant_id = $1 AND d.product_serial_number IS NOT NULL
        AND (hashtext(d.device_id) & 2147483647) % ${MAPPED_EVERY} = 0
     ON CONFLICT DO NOTHING`,
    [MAIN_TENANT_ID],
  );
  const tickets = await client.query(
    `WITH picked AS (
       SELECT d.device_id, d.brand, d.category, d.country, row_number() OVER (ORDER BY d.device_id) AS n
         FROM devices d WHERE d.tenant_id = $1 AND d.home_id IS NOT NULL
        ORDER BY d.device_id LIMIT $2)
     INSERT INTO feedback_tickets (id, tenant_id, user_id, type, device_id, device_brand, device_category, country,
                                   description, status, app_version, created_at, updated_at)
     SELECT 'FB-S' || lpad(p.n::text, 7, '0'), $1, m.user_id,
            (${literalList(FEEDBACK_TYPES)})[1 + p.n % ${FEEDBACK_TYPES.length}],
            p.device_id, p.brand, p.category, p.country, 'Reported from the app',
            (${literalList(FEEDBACK_STATUSES)})[1 + p.n % ${FEEDBACK_STATUSES.length}],
            '5.' || p.n % 4 || '.0',
            to_timestamp($3 - (p.n * 157) % (365 * 86400)), to_timestamp($3 - (p.n * 157) % (365 * 86400))
       FROM picked p
       JOIN devices d ON d.device_id = p.device_id
       JOIN LATERAL (SELECT user_id FROM home_members WHERE home_id = d.home_id AND membership = 'primary' LIMIT 1) m ON true`,
    [MAIN_TENANT_ID, SCALE_TICKETS, nowSec],
  );
  return (dealers.rowCount ?? 0) + (mapped.rowCount ?? 0) + (tickets.rowCount ?? 0);
}

import type { ActionFixtures } from '@console/contracts/demo';
import type { Database } from '../../platform/db/client';

const first = async (database: Database, sql: string, tenantId: string, exclude: string[]) => {
  const { rows } = await database.execute(sql, [tenantId, exclude]);
  const row = rows[0];
  if (!row) throw new Error(`demo data has no device for: ${sql}`);
  return row;
};

export async function actionFixtures(database: Database, tenantId: string): Promise<ActionFixtures> {
  const taken: string[] = [];
  const pick = async (sql: string) => {
    const row = await first(database, sql, tenantId, taken);
    taken.push(String(row.device_id));
    return row;
  };
  const plain = `d.tenant_id = $1 AND NOT (d.device_id = ANY($2::text[])) AND d.parent_device_id IS NULL
    AND d.category <> 'GATEWAY' AND d.onboarded_at IS NOT NULL AND d.product_serial_number IS NOT NULL`;
  const offboard = await pick(
    `SELECT d.device_id FROM devices d WHERE ${plain} ORDER BY d.device_id DESC LIMIT 1`,
  );
  const gateway = await pick(
    `SELECT d.device_id, (SELECT c.device_id FROM devices c WHERE c.parent_device_id = d.device_id
        ORDER BY c.device_id LIMIT 1) AS child_id
       FROM devices d WHERE d.tenant_id = $1 AND NOT (d.device_id = ANY($2::text[])) AND d.category = 'GATEWAY'
        AND EXISTS (SELECT 1 FROM devices c WHERE c.parent_device_id = d.device_id)
      ORDER BY d.device_id DESC LIMIT 1`,
  );
  const edit = await pick(
    `SELECT d.device_id, m.model_number FROM devices d
       JOIN device_models m ON m.tenant_id = d.tenant_id AND m.category = d.category AND m.brand = d.brand
        AND m.model_number <> d.model_number
      WHERE ${plain} ORDER BY d.device_id DESC, m.model_number LIMIT 1`,
  );
  const dealer = await pick(
    `SELECT d.device_id FROM devices d JOIN dealer_products p
         ON p.tenant_id = d.tenant_id AND p.product_serial_number = d.product_serial_number
      WHERE ${plain} ORDER BY d.device_id DESC LIMIT 1`,
  );
  const inStock = await pick(
    `SELECT d.device_id FROM devices d WHERE d.tenant_id = $1 AND NOT (d.device_id = ANY($2::text[]))
        AND d.parent_device_id IS NULL AND d.category <> 'GATEWAY' AND d.onboarded_at IS NULL
      ORDER BY d.device_id DESC LIMIT 1`,
  );
  return {
    offboardDeviceId: String(offboard.device_id),
    gatewayId: String(gateway.device_id),
    childDeviceId: String(gateway.child_id),
    modelEdit: { deviceId: String(edit.device_id), modelNumber: String(edit.model_number) },
    dealerDeviceId: String(dealer.device_id),
    serialEditDeviceId: String(inStock.device_id),
  };
}

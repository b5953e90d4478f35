import type { Database } from '../../platform/db/client';
import { MAIN_TENANT_ID } from './tenants';

export interface SimulatedDeviceIdentity {
  deviceId: string;
  /** What a rollout's CSV of serials names the device by. */
  serialNumber: string;
  category: string;
  brand: string;
  firmwareVersion: string;
  macAddress: string;
  modelNumber: string;
}

/**
 * Onboarded devices of the main tenant for the fleet simulator, in device-id order (the demo's
 * sample devices sort first). Gateway children are left out: they report through their gateway.
 * The primary-key order and limit keep this cheap on a fleet of millions.
 */
export async function simulatedDeviceIdentities(
  database: Database,
  limit: number,
  tenantId = MAIN_TENANT_ID,
): Promise<SimulatedDeviceIdentity[]> {
  const { rows } = await database.execute(
    `SELECT device_id, serial_number, category, brand, firmware_version, mac_address, model_number FROM devices
      WHERE tenant_id = $1 AND onboarded_at IS NOT NULL AND parent_device_id IS NULL
      ORDER BY device_id LIMIT $2`,
    [tenantId, Math.max(0, Math.floor(limit))],
  );
  return rows.map((r) => ({
    deviceId: String(r.device_id),
    serialNumber: String(r.serial_number),
    category: String(r.category),
    brand: String(r.brand),
    firmwareVersion: String(r.firmware_version),
    macAddress: String(r.mac_address),
    modelNumber: String(r.model_number),
  }));
}

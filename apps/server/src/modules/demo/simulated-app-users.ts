import type { Database } from '../../platform/db/client';

export interface SimulatedAppUser {
  tenantId: string;
  userId: string;
  deviceIds: string[];
}

/**
 * The people behind the simulated devices: for each home holding one of `deviceIds`, its members
 * (owner first), with the devices of that home the simulator plays. Their app logins and tickets
 * are the simulator's app side (startAppUsers).
 */
export async function simulatedAppUsers(
  database: Database,
  deviceIds: string[],
): Promise<SimulatedAppUser[]> {
  if (deviceIds.length === 0) return [];
  const { rows } = await database.execute(
    `SELECT d.tenant_id, m.user_id, array_agg(d.device_id ORDER BY d.device_id) AS device_ids
       FROM devices d JOIN home_members m ON m.home_id = d.home_id
      WHERE d.device_id = ANY($1::text[])
      GROUP BY d.tenant_id, m.user_id
      ORDER BY m.user_id`,
    [deviceIds],
  );
  return rows.map((r) => ({
    tenantId: String(r.tenant_id),
    userId: String(r.user_id),
    deviceIds: (r.device_ids as string[]).map(String),
  }));
}

import type pg from 'pg';

/*
 * device_version_counts is kept by triggers on devices (migration 0010). A bulk load switches them
 * off and counts once after the load: one GROUP BY over the loaded devices, instead of COPY
 * collecting every row in a transition table.
 */
const TRIGGERS = ['insert', 'delete', 'update', 'truncate'].map((op) => `device_version_counts_${op}`);

export async function pauseVersionCounts(client: pg.ClientBase): Promise<void> {
  for (const t of TRIGGERS) await client.query(`ALTER TABLE devices DISABLE TRIGGER ${t}`);
}

/** Recounts every group from devices and switches the triggers back on (same transaction). */
export async function recountVersionCounts(client: pg.ClientBase): Promise<number> {
  await client.query('DELETE FROM device_version_counts');
  const { rowCount } = await client.query(
    `INSERT INTO device_version_counts
     SELECT tenant_id, category, brand, chip_type, firmware_version, onboarded_at IS NOT NULL, count(*)
       FROM devices GROUP BY 1, 2, 3, 4, 5, 6`,
  );
  for (const t of TRIGGERS) await client.query(`ALTER TABLE devices ENABLE TRIGGER ${t}`);
  return rowCount ?? 0;
}

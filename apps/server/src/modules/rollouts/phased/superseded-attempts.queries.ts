import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { textList } from '../../../platform/db/list-param';
import { rowsOf } from '../../../platform/db/rows';
import type { CommandStatus } from '../../../platform/db/schema';

/**
 * Per phase batch and status, the commands of a rollout's devices that are not the attempt the
 * rollout counts them by (rollout_devices.command_id: the latest, or an earlier one that ended in
 * success after all): a device sent to twice, whose two attempts both ran, is one device. The
 * batch list takes them off its command counts so it counts each device once, as the rollout does.
 * Only devices sent to more than once have such commands (the partial index rollout_devices_retried);
 * each one's commands are looked up by device (device_commands_device).
 */
export async function countSupersededAttempts(db: Db, batchIds: string[]) {
  if (batchIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT c.batch_id, c.status, count(*)::int AS count
    FROM rollout_phases AS p
    JOIN rollout_devices AS rd ON rd.rollout_id = p.rollout_id AND rd.phase_index = p.phase_index
      AND rd.attempts > 1
    JOIN device_commands AS c ON c.device_id = rd.device_id AND c.batch_id = p.batch_id
      AND c.command_id IS DISTINCT FROM rd.command_id
    WHERE p.batch_id = ANY(${textList(batchIds)})
    GROUP BY 1, 2`);
  return rowsOf<{ batch_id: string; status: CommandStatus; count: number }>(result).map((r) => ({
    batchId: r.batch_id,
    status: r.status,
    count: r.count,
  }));
}

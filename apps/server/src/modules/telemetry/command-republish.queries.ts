import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { deviceCommandBodies } from '../../platform/db/schema';

/*
 * What a command publishes, kept so it can be published again: a command still queued (its server
 * stopped before publishing it, or before recording that it did), and a device's commands still
 * open when it connects again (the broker may have lost them): device_command_bodies, one row per
 * send and command. The claim walks device_commands_open_age (open commands by age); a device's
 * open commands, device_commands_device (device, created_at).
 */

export type NewCommandBody = typeof deviceCommandBodies.$inferInsert;

export async function insertCommandBodies(db: Db, bodies: NewCommandBody[]): Promise<void> {
  if (bodies.length > 0) await db.insert(deviceCommandBodies).values(bodies);
}

/** The database's clock: a claim compares row times with it, never with this process's. */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await db.execute(sql`SELECT clock_timestamp() AS now`));
  return new Date(row?.now ?? Date.now());
}

export interface ClaimedCommand {
  commandId: string;
  deviceId: string;
  bodyId: string;
}

const CLAIM_CHUNK = 10_000;

/**
 * Claims up to 10,000 commands to publish again: queued, not expired, and either untouched since
 * `staleBefore` (whoever stored them, nobody is publishing them) or stored by `publisher` and
 * untouched since `mineBefore` (that server's previous run). A claim marks the rows touched now,
 * so no other server claims them meanwhile; rows another claim holds are skipped (SKIP LOCKED),
 * so servers starting together each publish different commands.
 */
export async function claimQueuedCommands(
  db: Db,
  options: { publisher: string | null; mineBefore: Date; staleBefore: Date; expiredBefore: Date },
): Promise<ClaimedCommand[]> {
  const { publisher, mineBefore, staleBefore, expiredBefore } = options;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const result = await db.execute(sql`
    UPDATE device_commands AS d SET updated_at = clock_timestamp()
    WHERE d.command_id IN (
      SELECT c.command_id FROM device_commands AS c
      JOIN device_command_bodies AS b ON b.body_id = c.body_id
      WHERE c.status = 'queued' AND c.created_at > ${expiredBefore.toISOString()}::timestamptz
        AND b.expires_at > ${nowSeconds}
        AND (c.updated_at < ${staleBefore.toISOString()}::timestamptz
          OR (b.publisher = ${publisher}::text AND c.updated_at < ${mineBefore.toISOString()}::timestamptz))
      LIMIT ${CLAIM_CHUNK} FOR UPDATE OF c SKIP LOCKED)
    RETURNING d.command_id, d.device_id, d.body_id`);
  return rowsOf<{ command_id: string; device_id: string; body_id: string }>(result).map((r) => ({
    commandId: r.command_id,
    deviceId: r.device_id,
    bodyId: r.body_id,
  }));
}

/** The claimed commands' bodies, by id. */
export async function findCommandBodies(db: Db, bodyIds: string[]) {
  if (bodyIds.length === 0) return new Map<string, { ts: number; expiresAt: number; body: string }>();
  const result = await db.execute(sql`
    SELECT body_id, ts, expires_at, body FROM device_command_bodies WHERE body_id = any(${textList(bodyIds)})`);
  const rows = rowsOf<{ body_id: string; ts: number | string; expires_at: number | string; body: string }>(
    result,
  );
  return new Map(
    rows.map((r) => [r.body_id, { ts: Number(r.ts), expiresAt: Number(r.expires_at), body: r.body }]),
  );
}

/** Removes bodies past their expiry: no command is published after it. Returns the count. */
export async function deleteExpiredBodies(db: Db, nowSeconds: number): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM device_command_bodies WHERE expires_at < ${nowSeconds} RETURNING body_id`);
  return rowsOf(result).length;
}

/**
 * The commands of these devices the broker took but no device finished (sent or accepted), not
 * expired, with what they publish: a device connecting again gets them again (the broker may have
 * lost them, or the device's answers to them). A withdrawn command (no body) is not among them.
 */
export async function findOpenCommandsOf(
  db: Db,
  deviceIds: string[],
  expiredBefore: Date,
): Promise<ClaimedCommand[]> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const result = await db.execute(sql`
    SELECT c.command_id, c.device_id, c.body_id FROM device_commands AS c
    JOIN device_command_bodies AS b ON b.body_id = c.body_id
    WHERE c.device_id = any(${textList(deviceIds)}) AND c.created_at > ${expiredBefore.toISOString()}::timestamptz
      AND c.status IN ('sent', 'accepted') AND b.expires_at > ${nowSeconds}`);
  return rowsOf<{ command_id: string; device_id: string; body_id: string }>(result).map((r) => ({
    commandId: r.command_id,
    deviceId: r.device_id,
    bodyId: r.body_id,
  }));
}

import type { RolloutDevice, RolloutDeviceStage, StageCounts } from '@console/contracts/rollouts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { textList } from '../../../platform/db/list-param';
import { rowsOf } from '../../../platform/db/rows';
import { RETRY_ON_CONNECT, RETRYABLE_REASONS } from './retry-rules';

/** The current command (`c`) failed for a reason worth another attempt (retry-rules.ts). */
const retryableSql = sql`(c.status IN ('failure', 'timedOut', 'publishFailed')
  AND coalesce(c.reason, c.status) = ANY(${textList([...RETRYABLE_REASONS])}))`;
/**
 * A device waiting for another attempt: one is scheduled, and its command still failed so (a late
 * answer of the device may have ended it otherwise since: then it is not sent again).
 */
const awaitsRetry = sql`(rd.next_attempt_at IS NOT NULL AND ${retryableSql})`;

/**
 * A device of the rollout (alias `rd`) whose current command is not stored: its first command's
 * id is given when its phase takes it (assignPhaseDevices), and the command is stored when sent.
 * Looked up by the commands' key for each device in turn (OFFSET 0 keeps it so): as an anti-join
 * the planner hashed every command of the phase's batch for a chunk of 10,000 devices.
 */
const notSentSql = sql`NOT EXISTS (SELECT 1 FROM device_commands AS s WHERE s.command_id = rd.command_id OFFSET 0)`;

/**
 * Where a device of a rollout stands, from its current command (aliases `rd` rollout_devices, `c`
 * device_commands): the one truth the rollout view, the batch list and the exports all read.
 * A device no command was sent to (none stored under its command id), or waiting to be sent
 * again (its reason says why), is queued; cancelled once the rollout ended.
 */
const stageSql = (ended: boolean) => sql`CASE
  WHEN c.command_id IS NULL OR ${awaitsRetry} THEN ${ended ? 'cancelled' : 'queued'}::text
  WHEN c.status = 'queued' THEN 'queued'
  WHEN c.status = 'sent' THEN 'sent'
  WHEN c.status = 'accepted' THEN coalesce(c.stage, 'downloading')
  WHEN c.status = 'success' THEN 'installed'
  WHEN c.status = 'rolledBack' THEN 'rolledBack'
  ELSE 'failed' END`;
/** Why a device failed: the device's reason, else what ended its command (timedOut, publishFailed). */
const reasonSql = sql`CASE WHEN c.status IN ('failure', 'publishFailed', 'timedOut', 'rolledBack')
  THEN coalesce(c.reason, c.status) END`;
/** A device waiting for another attempt whose last one found it offline: sent when it connects. */
const waitsForConnect = sql`(${awaitsRetry} AND c.reason = ANY(${textList([...RETRY_ON_CONNECT])}))`;

const fromDevices = sql`rollout_devices AS rd LEFT JOIN device_commands AS c ON c.command_id = rd.command_id`;
/**
 * The same for reading all of a rollout's (or a phase's) devices at once: the current commands are
 * looked for among the rollout's phase batches (every attempt is one of its phase's batch), which
 * lets the planner hash those whatever its statistics say; by command id alone it looked up
 * 100,000 commands one at a time (a new batch has no statistics and looks small).
 */
const fromAllDevices = (rolloutId: string) => sql`rollout_devices AS rd LEFT JOIN device_commands AS c
  ON c.command_id = rd.command_id
  AND c.batch_id IN (SELECT p.batch_id FROM rollout_phases AS p WHERE p.rollout_id = ${rolloutId})`;

/** Devices per phase and stage, and per phase those not sent to yet (`unsent`, part of `queued`). */
export async function phaseCounts(db: Db, rolloutId: string, ended: boolean) {
  const result = await db.execute(sql`
    SELECT rd.phase_index AS phase, ${stageSql(ended)} AS stage, count(*)::int AS n,
      count(*) FILTER (WHERE c.command_id IS NULL)::int AS unsent
    FROM ${fromAllDevices(rolloutId)} WHERE rd.rollout_id = ${rolloutId} GROUP BY 1, 2`);
  const byPhase = new Map<number, StageCounts>();
  const unsent = new Map<number, number>();
  for (const row of rowsOf<{ phase: number; stage: RolloutDeviceStage; n: number; unsent: number }>(result)) {
    const counts = byPhase.get(row.phase) ?? {};
    counts[row.stage] = row.n;
    byPhase.set(row.phase, counts);
    unsent.set(row.phase, (unsent.get(row.phase) ?? 0) + row.unsent);
  }
  return { byPhase, unsent };
}

/** Devices per phase and stage. */
export async function phaseStageCounts(db: Db, rolloutId: string, ended: boolean) {
  return (await phaseCounts(db, rolloutId, ended)).byPhase;
}

export interface RolloutDeviceFilter {
  stage?: RolloutDeviceStage;
  reason?: string;
  phase?: number;
}

function filterSql(rolloutId: string, ended: boolean, f: RolloutDeviceFilter): SQL {
  const parts = [sql`rd.rollout_id = ${rolloutId}`];
  if (f.phase !== undefined) parts.push(sql`rd.phase_index = ${f.phase}::int`);
  if (f.stage) parts.push(sql`${stageSql(ended)} = ${f.stage}`);
  if (f.reason) parts.push(sql`${reasonSql} = ${f.reason}`);
  return sql.join(parts, sql` AND `);
}

type DeviceRow = {
  device_id: string;
  serial_number: string | null;
  phase: number;
  stage: RolloutDeviceStage;
  reason: string | null;
  percent: number | null;
  attempts: number;
  command_id: string | null;
  updated_at: string | Date;
};

const deviceOf = (r: DeviceRow): RolloutDevice => ({
  deviceId: r.device_id,
  serialNumber: r.serial_number ?? '',
  phase: r.phase,
  stage: r.stage,
  reason: r.reason,
  percent: r.stage === 'downloading' ? r.percent : null,
  attempts: r.attempts,
  commandId: r.command_id,
  updatedAt: Math.floor(new Date(r.updated_at).getTime() / 1000),
});

/**
 * The device table's columns, over `rows` of rollout_devices (the table, or a page of it). A
 * device not sent to yet shows no command and no attempt (its first command's id is only given).
 */
const selectDevices = (ended: boolean, rows: SQL = sql`rollout_devices`) => sql`
  SELECT rd.device_id, d.serial_number, rd.phase_index AS phase, ${stageSql(ended)} AS stage,
    ${reasonSql} AS reason, c.percent, CASE WHEN c.command_id IS NULL THEN 0 ELSE rd.attempts END AS attempts,
    c.command_id,
    greatest(rd.updated_at, coalesce(c.updated_at, rd.updated_at)) AS updated_at
  FROM ${rows} AS rd LEFT JOIN device_commands AS c ON c.command_id = rd.command_id
  LEFT JOIN devices AS d ON d.device_id = rd.device_id`;

/** One page of a rollout's devices (phase, then device id), with the filtered total. */
export async function findRolloutDevicePage(
  db: Db,
  rolloutId: string,
  ended: boolean,
  f: RolloutDeviceFilter & { page: number; size: number },
) {
  if (!f.stage && !f.reason) {
    // Nothing asked of the commands: the page is taken from rollout_devices alone, in its phase
    // index's order, before anything is joined to it, and the total is the phases' device counts
    // (kept with every device a phase takes). Joined first, the planner read, joined and sorted
    // every device of a 100,000-device rollout for each page: seconds while it sends.
    const phase = f.phase !== undefined ? sql`AND phase_index = ${f.phase}::int` : sql``;
    const page = sql`(SELECT * FROM rollout_devices WHERE rollout_id = ${rolloutId} ${phase}
      ORDER BY phase_index, device_id LIMIT ${f.size} OFFSET ${f.page * f.size})`;
    const [rows, total] = await Promise.all([
      db.execute(sql`${selectDevices(ended, page)} ORDER BY rd.phase_index, rd.device_id`),
      db.execute(sql`SELECT coalesce(sum(device_count), 0)::int AS n FROM rollout_phases
        WHERE rollout_id = ${rolloutId} ${phase}`),
    ]);
    return {
      total: rowsOf<{ n: number }>(total)[0]?.n ?? 0,
      devices: rowsOf<DeviceRow>(rows).map(deviceOf),
    };
  }
  const where = filterSql(rolloutId, ended, f);
  const [rows, total] = await Promise.all([
    db.execute(sql`${selectDevices(ended)} WHERE ${where}
      ORDER BY rd.phase_index, rd.device_id LIMIT ${f.size} OFFSET ${f.page * f.size}`),
    db.execute(sql`SELECT count(*)::int AS n FROM ${fromDevices} WHERE ${where}`),
  ]);
  return {
    total: rowsOf<{ n: number }>(total)[0]?.n ?? 0,
    devices: rowsOf<DeviceRow>(rows).map(deviceOf),
  };
}

const EXPORT_CHUNK = 5000;

/** Every filtered device, a chunk at a time in device id order (the export streams them). */
export async function* rolloutDeviceChunks(
  db: Db,
  rolloutId: string,
  ended: boolean,
  f: RolloutDeviceFilter,
) {
  let after = '';
  for (;;) {
    const rows = rowsOf<DeviceRow>(
      await db.execute(sql`${selectDevices(ended)} WHERE ${filterSql(rolloutId, ended, f)}
        AND rd.device_id > ${after} ORDER BY rd.device_id LIMIT ${EXPORT_CHUNK}`),
    );
    if (rows.length === 0) return;
    yield rows.map(deviceOf);
    after = rows.at(-1)!.device_id;
    if (rows.length < EXPORT_CHUNK) return;
  }
}

/**
 * A device the sender may send to now: a first send, under the command id its phase gave it; or a
 * retry, replacing its current (failed) command with a new one.
 */
export type SendableDevice = { deviceId: string; phaseIndex: number } & (
  | { firstCommandId: string; previousCommandId?: undefined }
  | { firstCommandId?: undefined; previousCommandId: string }
);

/**
 * Devices to send to now, up to `limit`: those of any phase whose retry is due (an offline one
 * only once it is online again), and those of phase `firstSends` never sent to, by device id
 * after `after` (the sender's place in the phase: those before it were sent or skipped in this
 * step); only those `allowed` (inside the install window).
 */
export async function findSendableDevices(
  db: Db,
  rolloutId: string,
  firstSends: number | null,
  limit: number,
  /** Over `d` (devices) and `h` (their homes): the install window; null when there is none. */
  allowed: SQL | null,
  after = '',
): Promise<SendableDevice[]> {
  // Two index walks, no sort: due retries (rollout_devices_retry), then first sends
  // (rollout_devices_phase, each checked against the commands' key); one query with an OR between
  // them read every device of the rollout.
  const retries = await db.execute(sql`
    SELECT rd.device_id, rd.phase_index, rd.command_id FROM ${fromDevices}
    JOIN devices AS d ON d.device_id = rd.device_id LEFT JOIN homes AS h ON h.id = d.home_id
    WHERE rd.rollout_id = ${rolloutId} AND rd.next_attempt_at <= now() AND ${retryableSql} AND ${allowed ?? sql`true`}
      AND (NOT ${waitsForConnect} OR d.online)
    LIMIT ${limit}`);
  const due: SendableDevice[] = rowsOf<SendableRow>(retries).map((r) => ({
    deviceId: r.device_id,
    phaseIndex: r.phase_index,
    previousCommandId: r.command_id,
  }));
  if (firstSends !== null && due.length < limit)
    due.push(...(await findFirstSends(db, rolloutId, firstSends, limit - due.length, allowed, after)));
  return due;
}

/**
 * Devices of phase `phase` never sent to, up to `limit`, by device id after `after`, inside the
 * install window (`allowed`, as findSendableDevices takes it): the first sends alone.
 */
export async function findFirstSends(
  db: Db,
  rolloutId: string,
  phase: number,
  limit: number,
  allowed: SQL | null,
  after: string,
): Promise<SendableDevice[]> {
  // With no window the waiting index alone (devices are never deleted): a join to devices let
  // the planner walk the fleet instead, tens of thousands of rows a chunk at 100,000 devices.
  const inWindow = allowed
    ? sql`AND EXISTS (SELECT 1 FROM devices AS d LEFT JOIN homes AS h ON h.id = d.home_id
        WHERE d.device_id = rd.device_id AND ${allowed})`
    : sql``;
  const first = await db.execute(sql`
    SELECT rd.device_id, rd.phase_index, rd.command_id FROM rollout_devices AS rd
    WHERE rd.rollout_id = ${rolloutId} AND rd.phase_index = ${phase}::int AND rd.device_id > ${after}
      AND ${notSentSql} ${inWindow}
    ORDER BY rd.device_id LIMIT ${limit}`);
  return rowsOf<SendableRow>(first).map((r) => ({
    deviceId: r.device_id,
    phaseIndex: r.phase_index,
    firstCommandId: r.command_id,
  }));
}

type SendableRow = { device_id: string; phase_index: number; command_id: string };

/**
 * Records each retried device's new command (one statement), only where the device still has the
 * command it had when it was picked: throws when another server got there first, so the caller's
 * transaction (the commands with it) rolls back. (A first send needs no record: its command was
 * named when the phase took the device, and storing it twice fails on the command's key.)
 */
export async function recordSentCommands(
  tx: Db,
  rolloutId: string,
  sent: { deviceId: string; commandId: string; previousCommandId: string }[],
) {
  if (sent.length === 0) return;
  // One array a column (a chunk's 2,000 rows as 6,000 parameters took longer to build and parse
  // than to apply). Each device is found by its key (LIMIT 1 keeps the planner to the primary key,
  // whatever it believes of the rollout's size) and changed by its row's address: joined on device
  // id, the planner read and hashed every device of the rollout for each chunk. A row another
  // transaction changed meanwhile has moved, is not changed here, and the count says so.
  const result = await tx.execute(sql`
    WITH v AS (
      SELECT * FROM unnest(${textList(sent.map((s) => s.deviceId))}, ${textList(sent.map((s) => s.commandId))},
        ${textList(sent.map((s) => s.previousCommandId))}) AS v(device_id, command_id, previous)),
    found AS MATERIALIZED (
      SELECT x.tid, v.command_id FROM v CROSS JOIN LATERAL (
        SELECT rd.ctid AS tid FROM rollout_devices AS rd
        WHERE rd.rollout_id = ${rolloutId} AND rd.device_id = v.device_id
          AND rd.command_id = v.previous
        LIMIT 1) AS x),
    done AS (
      UPDATE rollout_devices AS rd SET command_id = found.command_id, attempts = rd.attempts + 1,
        next_attempt_at = NULL, updated_at = now()
      FROM found WHERE rd.ctid = ANY(ARRAY(SELECT tid FROM found)) AND rd.ctid = found.tid
      RETURNING 1)
    SELECT count(*)::int AS n FROM done`);
  const n = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  if (n !== sent.length)
    throw new Error(`rollout ${rolloutId}: ${sent.length - n} devices were sent already`);
}

/**
 * Schedules another attempt for each device whose command failed for a reason worth retrying,
 * while it has attempts left: at once for one that was offline (sent when it connects), after
 * the backoff for the others. Answers how many were scheduled. Read from the failed commands of
 * the rollout's phase batches (device_commands_batch_status: every attempt is one of its phase's
 * batch), not from every device of the rollout, as each step does it.
 */
export async function scheduleRetries(db: Db, rolloutId: string, maxAttempts: number, minuteSeconds: number) {
  const result = await db.execute(sql`
    WITH due AS (
      UPDATE rollout_devices AS rd
      SET next_attempt_at = CASE WHEN c.reason = ANY(${textList([...RETRY_ON_CONNECT])}) THEN now()
        ELSE now() + make_interval(secs => ${minuteSeconds}::float8 * power(2, greatest(rd.attempts - 1, 0))) END,
        updated_at = now()
      FROM rollout_phases AS p JOIN device_commands AS c ON c.batch_id = p.batch_id
      WHERE p.rollout_id = ${rolloutId} AND ${retryableSql}
        AND rd.rollout_id = p.rollout_id AND rd.device_id = c.device_id AND rd.command_id = c.command_id
        AND rd.next_attempt_at IS NULL AND rd.attempts < ${maxAttempts}::int
      RETURNING 1)
    SELECT count(*)::int AS n FROM due`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Follows what devices answered late, before anything is counted or sent: a device answers an
 * attempt after the sweeper ended it (timedOut) and another was scheduled or sent.
 * - A scheduled attempt whose command no longer failed for a reason worth retrying (it succeeded
 *   after all, or failed for a reason never retried) is dropped: nothing is sent again.
 * - A device retried (attempts > 1, the partial index rollout_devices_retried) follows its latest
 *   attempt that ended on the device as success or rolledBack, when the current one did not end
 *   so or is older: a late success of attempt 1 makes the device installed, once, whatever attempt
 *   2 (already sent) answers later; the attempts stay as they were.
 * Answers how many devices moved.
 */
export async function followLateAnswers(db: Db, rolloutId: string): Promise<number> {
  const dropped = await db.execute(sql`
    WITH dropped AS (
      UPDATE rollout_devices AS rd SET next_attempt_at = NULL, updated_at = now()
      FROM device_commands AS c
      WHERE rd.rollout_id = ${rolloutId} AND rd.next_attempt_at IS NOT NULL
        AND c.command_id = rd.command_id AND NOT ${retryableSql}
      RETURNING 1)
    SELECT count(*)::int AS n FROM dropped`);
  // Each device's latest success is looked up among the device's few commands
  // (device_commands_device), its phase's batch compared after: with `c.batch_id = p.batch_id`
  // the planner may walk the whole batch's successes instead, for every device (a new batch has no
  // statistics and looks small), which took minutes a step at 100,000 devices.
  const moved = await db.execute(sql`
    WITH best AS (
      SELECT rd.device_id, b.command_id FROM rollout_devices AS rd
      JOIN rollout_phases AS p ON p.rollout_id = rd.rollout_id AND p.phase_index = rd.phase_index
      JOIN device_commands AS cur ON cur.command_id = rd.command_id
      CROSS JOIN LATERAL (
        SELECT c.command_id, c.created_at FROM device_commands AS c
        WHERE c.device_id = rd.device_id AND c.batch_id IS NOT DISTINCT FROM p.batch_id
          AND c.status IN ('success', 'rolledBack')
        ORDER BY c.created_at DESC, c.command_id DESC LIMIT 1) AS b
      WHERE rd.rollout_id = ${rolloutId} AND rd.attempts > 1 AND b.command_id <> rd.command_id
        AND (cur.status NOT IN ('success', 'rolledBack') OR b.created_at > cur.created_at)),
    moved AS (
      UPDATE rollout_devices AS rd SET command_id = best.command_id, next_attempt_at = NULL, updated_at = now()
      FROM best WHERE rd.rollout_id = ${rolloutId} AND rd.device_id = best.device_id
      RETURNING 1)
    SELECT count(*)::int AS n FROM moved`);
  const count = (r: unknown) => rowsOf<{ n: number }>(r)[0]?.n ?? 0;
  return count(dropped) + count(moved);
}

/**
 * A device that dropped off after its command (alias `c`) was sent (the server's record of its
 * connection, alias `rd`): it went offline since, more than `graceSeconds` ago. Its command, on
 * its way or half done, waits for it to connect again, when it is published again under its id
 * (docs/mqtt.md, Commands). A device with no connection on record is not taken for one.
 */
const droppedOff = (graceSeconds: number) => sql`EXISTS (SELECT 1 FROM devices AS d
  WHERE d.device_id = rd.device_id AND NOT d.online
    AND d.connected_time >= floor(extract(epoch FROM c.created_at))
    AND d.connected_time < extract(epoch FROM now()) - ${graceSeconds}::float8)`;

/**
 * Devices of a phase not settled yet: never sent, on their way, or waiting for a retry. A device
 * waiting for its next connection does not hold the phase up (it is sent when it connects, in
 * whatever phase the rollout is by then), nor does one whose command is on its way or half done
 * while it has been offline for more than `graceSeconds` (it dropped off mid-download: it
 * carries on when it connects again; the command timeout would otherwise hold the phase an hour).
 */
export async function countUnsettled(
  db: Db,
  rolloutId: string,
  phaseIndex: number,
  graceSeconds: number,
): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM ${fromAllDevices(rolloutId)}
    WHERE rd.rollout_id = ${rolloutId} AND rd.phase_index = ${phaseIndex}::int
      AND (c.command_id IS NULL OR c.status = 'queued'
        OR (c.status IN ('sent', 'accepted') AND NOT ${droppedOff(graceSeconds)})
        OR (${awaitsRetry} AND NOT ${waitsForConnect}))`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Whether any device of the rollout still waits for something after its last phase passed: a
 * first send, a command on its way (to a device offline too), a retry after its backoff, or its next connection
 * for at most `connectWaitSeconds` since it was found offline. The rollout completes only once
 * none does. Walks the retry index and the phase batches' open commands, not every device.
 */
export async function hasPendingDevices(db: Db, rolloutId: string, connectWaitSeconds: number) {
  const result = await db.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM ${fromDevices}
      WHERE rd.rollout_id = ${rolloutId} AND rd.next_attempt_at IS NOT NULL AND ${retryableSql}
        AND (NOT ${waitsForConnect}
          OR rd.next_attempt_at > now() - make_interval(secs => ${connectWaitSeconds}::float8))
    ) OR EXISTS (
      SELECT 1 FROM rollout_phases AS p JOIN device_commands AS c ON c.batch_id = p.batch_id
      JOIN rollout_devices AS rd ON rd.rollout_id = p.rollout_id AND rd.device_id = c.device_id
        AND rd.command_id = c.command_id
      WHERE p.rollout_id = ${rolloutId} AND c.status IN ('queued', 'sent', 'accepted')
    ) OR EXISTS (
      SELECT 1 FROM rollout_devices AS rd WHERE rd.rollout_id = ${rolloutId} AND ${notSentSql}
    ) AS pending`);
  return rowsOf<{ pending: boolean }>(result)[0]?.pending ?? false;
}

/**
 * Refreshes the planner's statistics of rollout_devices (after a phase took many devices at
 * once); gives up after 2 s waiting for the table (autovacuum may be at it: then it will tell).
 */
export async function analyzeRolloutDevices(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '2s'`);
    await tx.execute(sql`ANALYZE rollout_devices`);
  });
}

/** The devices of a phase that installed the release (not rolled back), with the version they ran before. */
export async function findInstalledDevices(db: Db, rolloutId: string, phaseIndex: number) {
  const rows = await db.execute(sql`
    SELECT rd.device_id, rd.from_version FROM ${fromDevices}
    WHERE rd.rollout_id = ${rolloutId} AND rd.phase_index = ${phaseIndex}::int AND c.status = 'success'`);
  return rowsOf<{ device_id: string; from_version: string | null }>(rows).map((r) => ({
    deviceId: r.device_id,
    fromVersion: r.from_version,
  }));
}

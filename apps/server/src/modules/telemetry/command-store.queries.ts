import { FOTA_STAGES, type FotaStage } from '@console/contracts/mqtt';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { type CommandStatus, deviceCommands, deviceFirmwareHistory, devices } from '../../platform/db/schema';

export type NewDeviceCommand = typeof deviceCommands.$inferInsert;

/** One device's answer to a command, as the results ingest queues it (rolledBack: ours, from its status). */
export interface CommandOutcome {
  deviceId: string;
  commandId: string;
  status: 'accepted' | 'progress' | 'success' | 'failure' | 'rolledBack';
  reason?: string;
  /** On FOTA success: the version the device now runs. */
  firmwareVersion?: string;
  /** On progress: the stage, and while downloading the percent done. */
  stage?: FotaStage;
  percent?: number;
  ts: number;
}

/**
 * A status only moves forward: queued → sent or publishFailed → accepted → success or failure →
 * rolledBack. A result that arrives before its publish is confirmed, or twice, never moves a
 * command back. timedOut (ours, when the device gave no final answer in time) ranks below the
 * device's own success or failure: a device that finished as the command expired still has its
 * say. rolledBack (ours, a device that reported its old version after success) ranks above them,
 * so a repeat of the device's success cannot undo it.
 */
export const STATUS_RANK: Record<CommandStatus, number> = {
  queued: 0,
  publishFailed: 1,
  sent: 1,
  accepted: 2,
  timedOut: 3,
  success: 4,
  failure: 4,
  rolledBack: 5,
};
const rankSql = sql`(CASE d.status WHEN 'queued' THEN 0 WHEN 'sent' THEN 1 WHEN 'publishFailed' THEN 1
  WHEN 'accepted' THEN 2 WHEN 'timedOut' THEN 3 WHEN 'rolledBack' THEN 5 ELSE 4 END)`;
/** A result's rank: progress is a kind of accepted (it moves a command at most to accepted). */
const resultRankSql = sql`(CASE v.status WHEN 'accepted' THEN 2 WHEN 'progress' THEN 2
  WHEN 'rolledBack' THEN 5 ELSE 4 END)`;

/**
 * How far a FOTA has got within accepted: later stages first, then a higher percent (101 per
 * stage, so downloading at 100 % stays below verifying). Progress never moves backwards either.
 */
export function progressOrder(stage: string | null | undefined, percent: number | null | undefined): number {
  return (FOTA_STAGES.indexOf(stage as FotaStage) + 1) * 101 + (percent ?? 0);
}
const progressOrderSql = (stage: unknown, percent: unknown) =>
  sql`((CASE ${stage} ${sql.raw(FOTA_STAGES.map((s, i) => `WHEN '${s}' THEN ${i + 1}`).join(' '))} ELSE 0 END) * 101 + COALESCE(${percent}, 0))`;

/** Statuses of a command still waiting on the broker or the device (the partial indexes' condition). */
export const OPEN_STATUSES = ['queued', 'sent', 'accepted'] as const;

const INSERT_CHUNK = 10_000;

/**
 * Inserts commands as queued: one statement per 10,000 rows, the values sent as one array per
 * column (unnest), which PostgreSQL parses far faster than thousands of separate parameters.
 */
export async function insertCommands(db: Db, rows: NewDeviceCommand[]): Promise<void> {
  type TextColumn = 'commandId' | 'tenantId' | 'deviceId' | 'type' | 'batchId' | 'targetVersion' | 'bodyId';
  const column = (part: NewDeviceCommand[], key: TextColumn) => textList(part.map((r) => r[key] ?? null));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const part = rows.slice(i, i + INSERT_CHUNK);
    await db.execute(sql`
      INSERT INTO device_commands (command_id, tenant_id, device_id, type, batch_id, target_version, body_id)
      SELECT * FROM unnest(${column(part, 'commandId')}, ${column(part, 'tenantId')},
        ${column(part, 'deviceId')}, ${column(part, 'type')}, ${column(part, 'batchId')},
        ${column(part, 'targetVersion')}, ${column(part, 'bodyId')})`);
  }
}

/** Marks queued commands as sent or publishFailed (later results are not overwritten). */
export async function markPublished(
  db: Db,
  commandIds: string[],
  status: 'sent' | 'publishFailed',
  reason?: string,
) {
  for (let i = 0; i < commandIds.length; i += INSERT_CHUNK) {
    const ids = textList(commandIds.slice(i, i + INSERT_CHUNK));
    await db
      .update(deviceCommands)
      .set({ status, reason: reason ?? null, updatedAt: new Date() })
      .where(and(sql`${deviceCommands.commandId} = any(${ids})`, eq(deviceCommands.status, 'queued')));
  }
}

const outcomeRank = (o: CommandOutcome) => STATUS_RANK[o.status === 'progress' ? 'accepted' : o.status];

/**
 * The furthest outcome per command in one batch of results (accepted, progress and success may
 * arrive together), in command id order: the statement then locks its rows in the order the sends'
 * marks do (their ids are ordered and marked in that order), where the devices' answering order
 * made the two deadlock while a large phase sent.
 */
function furthest(items: CommandOutcome[]): CommandOutcome[] {
  const byId = new Map<string, CommandOutcome>();
  for (const item of items) {
    const seen = byId.get(item.commandId);
    const further =
      !seen ||
      outcomeRank(item) > outcomeRank(seen) ||
      (outcomeRank(item) === outcomeRank(seen) &&
        progressOrder(item.stage, item.percent) > progressOrder(seen.stage, seen.percent));
    if (further) byId.set(item.commandId, item);
  }
  return [...byId.values()].sort((a, b) =>
    a.commandId < b.commandId ? -1 : a.commandId > b.commandId ? 1 : 0,
  );
}

/**
 * Applies device results to their commands in one statement, then, for FOTA commands that ended,
 * writes the device's firmware history (UPGRADED, FAILED or ROLLED_BACK) and, on success, its
 * firmware version. A progress result moves a command at most to accepted and records its stage
 * and percent when they are further than the stored ones; a final result keeps the last stage
 * reported (where a device that went quiet or failed had got to). Results for unknown commands
 * (another system's, a deleted batch) change nothing.
 */
export async function writeCommandResults(db: Db, items: CommandOutcome[]): Promise<number> {
  const outcomes = furthest(items);
  if (outcomes.length === 0) return 0;
  // One array a column: a batch of 1,000 answers as 6,000 parameters cost more to build and parse
  // than to apply (a rollout's answers come in such batches).
  const column = (of: (o: CommandOutcome) => string | number | null | undefined) =>
    textList(outcomes.map((o) => (of(o) == null ? null : String(of(o)))));
  const values = sql`(SELECT command_id, device_id, status, reason, stage, percent::int AS percent
    FROM unnest(${column((o) => o.commandId)}, ${column((o) => o.deviceId)}, ${column((o) => o.status)},
      ${column((o) => o.reason)}, ${column((o) => o.stage)}, ${column((o) => o.percent)})
      AS u(command_id, device_id, status, reason, stage, percent))`;
  const furtherOn = sql`${progressOrderSql(sql`v.stage`, sql`v.percent`)} > ${progressOrderSql(sql`d.stage`, sql`d.percent`)}`;
  return db.transaction(async (tx) => {
    const updated = await tx.execute(sql`
      UPDATE device_commands AS d
      SET status = CASE WHEN v.status = 'progress' THEN 'accepted' ELSE v.status END,
          reason = v.reason,
          stage = CASE WHEN v.status = 'progress' AND ${furtherOn} THEN v.stage ELSE d.stage END,
          percent = CASE WHEN v.status = 'progress' AND ${furtherOn} THEN v.percent ELSE d.percent END,
          updated_at = now()
      FROM ${values} AS v
      WHERE d.command_id = v.command_id AND d.device_id = v.device_id
        AND (${rankSql} < ${resultRankSql} OR (v.status = 'progress' AND ${rankSql} = 2 AND ${furtherOn}))
      RETURNING d.command_id, d.device_id, d.tenant_id, d.type, d.status, d.target_version`);
    const rows = rowsOf<EndedRow & { type: string }>(updated);
    const ended = rows.filter((r) => r.type === 'fota' && r.status !== 'accepted' && r.target_version);
    if (ended.length > 0) await writeFirmwareHistory(tx as unknown as Db, ended, outcomes);
    return rows.length;
  });
}

type EndedRow = {
  command_id: string;
  device_id: string;
  tenant_id: string;
  status: string;
  target_version: string | null;
};

/** A firmware history row's status for the way a FOTA command ended (every other end is FAILED). */
const HISTORY_STATUS: Partial<Record<string, string>> = { success: 'UPGRADED', rolledBack: 'ROLLED_BACK' };

async function writeFirmwareHistory(db: Db, ended: EndedRow[], outcomes: CommandOutcome[]) {
  const tsOf = new Map(outcomes.map((o) => [o.commandId, o.ts]));
  // Each statement takes its rows as one array a column (see writeCommandResults).
  const models = await db
    .select({ deviceId: devices.deviceId, modelNumber: devices.modelNumber })
    .from(devices)
    .where(sql`${devices.deviceId} = any(${textList([...new Set(ended.map((r) => r.device_id))])})`);
  const modelOf = new Map(models.map((m) => [m.deviceId, m.modelNumber]));
  const now = Math.floor(Date.now() / 1000);
  await db.execute(sql`
    INSERT INTO ${deviceFirmwareHistory} (tenant_id, device_id, model_number, firmware_version, download_date, device_status)
    SELECT tenant_id, device_id, model_number, firmware_version, download_date::bigint, device_status
      FROM unnest(${textList(ended.map((r) => r.tenant_id))}, ${textList(ended.map((r) => r.device_id))},
        ${textList(ended.map((r) => modelOf.get(r.device_id) ?? ''))}, ${textList(ended.map((r) => r.target_version ?? ''))},
        ${textList(ended.map((r) => String(tsOf.get(r.command_id) ?? now)))},
        ${textList(ended.map((r) => HISTORY_STATUS[r.status] ?? 'FAILED'))})
      AS v(tenant_id, device_id, model_number, firmware_version, download_date, device_status)`);
  const upgraded = ended.filter((e) => e.status === 'success');
  if (upgraded.length > 0) {
    await db.execute(sql`
      UPDATE devices AS d SET firmware_version = v.fw
      FROM unnest(${textList(upgraded.map((r) => r.device_id))}, ${textList(upgraded.map((r) => r.tenant_id))},
        ${textList(upgraded.map((r) => r.target_version))}) AS v(device_id, tenant_id, fw)
      WHERE d.device_id = v.device_id AND d.tenant_id = v.tenant_id`);
  }
}

const SWEEP_CHUNK = 10_000;

/**
 * Ends commands that can no longer finish, so every command reaches a final state: one still
 * queued before `queuedBefore` was never published (no server could publish it before it
 * expired: the sweeper passes the expiry) and becomes publishFailed/notPublished; one sent or
 * accepted before `openBefore` has expired on the device and becomes timedOut, with the reason
 * offline when the device never took it (a rollout sends it again when the device connects) and
 * timedOut when it took it but gave no final answer. Chunks of 10,000,
 * rows another server is ending skipped. Returns the count.
 */
export async function endStaleCommands(db: Db, cutoffs: { queuedBefore: Date; openBefore: Date }) {
  const openBefore = cutoffs.openBefore.toISOString();
  const queuedBefore = cutoffs.queuedBefore.toISOString();
  const latest = cutoffs.openBefore > cutoffs.queuedBefore ? openBefore : queuedBefore;
  let ended = 0;
  for (;;) {
    const result = await db.execute(sql`
      UPDATE device_commands AS d
      SET status = CASE WHEN d.status = 'queued' THEN 'publishFailed' ELSE 'timedOut' END,
          reason = CASE d.status WHEN 'queued' THEN 'notPublished' WHEN 'sent' THEN 'offline' ELSE 'timedOut' END,
          updated_at = now()
      WHERE d.command_id IN (
        SELECT command_id FROM device_commands
        WHERE status IN ('queued', 'sent', 'accepted') AND created_at < ${latest}::timestamptz
          AND (created_at < ${openBefore}::timestamptz OR (status = 'queued' AND created_at < ${queuedBefore}::timestamptz))
        LIMIT ${SWEEP_CHUNK} FOR UPDATE SKIP LOCKED)
      RETURNING d.command_id`);
    const count = rowsOf(result).length;
    ended += count;
    if (count < SWEEP_CHUNK) return ended;
  }
}

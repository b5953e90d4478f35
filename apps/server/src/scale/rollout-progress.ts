/**
 * Where a phased rollout of the bench stands, read straight from its tables (one light query, so
 * watching it does not add the rollout page's stage counts to what is measured), and the times
 * the bench reports from them.
 */
import type { GateVerdict } from '@console/contracts/rollouts';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { rowsOf } from '../platform/db/rows';

export interface PhaseProgress {
  phaseIndex: number;
  state: string;
  deviceCount: number;
  batchId: string | null;
  startedAt: number | null;
  installedAt: number | null;
  verdict: GateVerdict | null;
}

export interface RolloutProgress {
  state: string;
  stopReason: string | null;
  currentPhase: number;
  targetCount: number;
  phases: PhaseProgress[];
}

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

export async function rolloutProgress(db: Db, rolloutId: string): Promise<RolloutProgress> {
  const rows = rowsOf<{
    state: string;
    stop_reason: string | null;
    current_phase: number;
    target_count: number;
    phase_index: number;
    phase_state: string;
    device_count: number;
    batch_id: string | null;
    started_at: Date | string | null;
    installed_at: Date | string | null;
    verdict: GateVerdict | null;
  }>(
    await db.execute(sql`
      SELECT r.state, r.stop_reason, r.current_phase, r.target_count, p.phase_index, p.state AS phase_state,
             p.device_count, p.batch_id, p.started_at, p.installed_at, p.verdict
        FROM rollouts AS r JOIN rollout_phases AS p ON p.rollout_id = r.rollout_id
       WHERE r.rollout_id = ${rolloutId} ORDER BY p.phase_index`),
  );
  const first = rows[0];
  if (!first) throw new Error(`rollout ${rolloutId} not found`);
  return {
    state: first.state,
    stopReason: first.stop_reason,
    currentPhase: first.current_phase,
    targetCount: first.target_count,
    phases: rows.map((r) => ({
      phaseIndex: r.phase_index,
      state: r.phase_state,
      deviceCount: r.device_count,
      batchId: r.batch_id,
      startedAt: ms(r.started_at),
      installedAt: ms(r.installed_at),
      verdict: r.verdict,
    })),
  };
}

export const ENDED = ['stopped', 'aborted', 'completed'];

/**
 * Polls the rollout every 250 ms, calling `each` with what it sees, until `done` holds; throws
 * after `timeoutMs` (a rollout that hangs must not hang the bench).
 */
export async function watchRollout(
  db: Db,
  rolloutId: string,
  done: (p: RolloutProgress) => boolean,
  timeoutMs: number,
  each: (p: RolloutProgress) => Promise<void> | void = () => {},
): Promise<RolloutProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await rolloutProgress(db, rolloutId);
    await each(progress);
    if (done(progress)) return progress;
    if (Date.now() > deadline)
      throw new Error(`rollout ${rolloutId} still ${progress.state} (phase ${progress.currentPhase + 1})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Per phase: its devices, sends in all, and when each device's last command ended (epoch ms). */
export async function phaseOutcomes(db: Db, rolloutId: string) {
  return rowsOf<{
    phase: number;
    devices: number;
    received: number;
    installed: number;
    failed: number;
    attempts: number;
    last_final: Date | string | null;
  }>(
    await db.execute(sql`
      SELECT rd.phase_index AS phase, count(*)::int AS devices,
             count(c.command_id)::int AS received,
             count(*) FILTER (WHERE c.status = 'success')::int AS installed,
             count(*) FILTER (WHERE c.status NOT IN ('success', 'queued', 'sent', 'accepted'))::int AS failed,
             coalesce(sum(rd.attempts) FILTER (WHERE c.command_id IS NOT NULL), 0)::int AS attempts,
             max(c.updated_at) FILTER (WHERE c.status NOT IN ('queued', 'sent', 'accepted')) AS last_final
        FROM rollout_devices AS rd LEFT JOIN device_commands AS c ON c.command_id = rd.command_id
       WHERE rd.rollout_id = ${rolloutId} GROUP BY 1 ORDER BY 1`),
  ).map((r) => ({ ...r, lastFinal: ms(r.last_final) }));
}

/** The device ids of each phase of a rollout. */
export async function phaseDevices(db: Db, rolloutId: string): Promise<Map<number, string[]>> {
  const byPhase = new Map<number, string[]>();
  const rows = rowsOf<{ device_id: string; phase_index: number }>(
    await db.execute(sql`SELECT device_id, phase_index FROM rollout_devices WHERE rollout_id = ${rolloutId}`),
  );
  for (const r of rows) {
    const list = byPhase.get(r.phase_index) ?? [];
    list.push(r.device_id);
    byPhase.set(r.phase_index, list);
  }
  return byPhase;
}

/**
 * Waits until every command of a FOTA batch has a final status (polled every 250 ms, for at most
 * `timeoutMs`); answers when the last of them was recorded (epoch ms).
 */
export async function batchSettled(db: Db, batchId: string, commands: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = rowsOf<{ final: number; last_final: Date | string | null }>(
      await db.execute(sql`
        SELECT count(*) FILTER (WHERE status NOT IN ('queued', 'sent', 'accepted'))::int AS final,
               max(updated_at) AS last_final
          FROM device_commands WHERE batch_id = ${batchId}`),
    );
    if ((row?.final ?? 0) >= commands) return ms(row?.last_final ?? null) ?? Date.now();
    if (Date.now() > deadline) throw new Error(`batch ${batchId}: ${row?.final} of ${commands} settled`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * When the last device of a FOTA batch had the answer to its first command recorded (epoch ms):
 * the time a batch's sends take to end as answers, retries aside.
 */
export async function firstAnswersRecorded(db: Db, batchId: string): Promise<number | null> {
  const [row] = rowsOf<{ at: Date | string | null }>(
    await db.execute(sql`
      SELECT max(updated_at) FILTER (WHERE status NOT IN ('queued', 'sent', 'accepted')) AS at FROM (
        SELECT DISTINCT ON (device_id) updated_at, status FROM device_commands
         WHERE batch_id = ${batchId} ORDER BY device_id, created_at, command_id) AS firsts`),
  );
  return ms(row?.at ?? null);
}

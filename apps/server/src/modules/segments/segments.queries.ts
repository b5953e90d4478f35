import type { FleetFilter, SegmentVisibility, SnapshotPurpose } from '@console/contracts/segments';
import { and, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { ScopedCaller } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import {
  devices,
  segmentSnapshotDevices,
  segmentSnapshots,
  segments,
  staffUsers,
} from '../../platform/db/schema';
import { deviceScope } from './fleet-filter.queries';

/*
 * Saved segments and their snapshots. The list reads a tenant's segments by (tenant_id,
 * updated_at); staff_users (the auth area's) is joined for the owner's name in the same statement.
 */

export interface SegmentRow {
  id: string;
  name: string;
  description: string;
  visibility: SegmentVisibility;
  filter: FleetFilter;
  ownerId: string;
  ownerName: string;
  createdAt: Date;
  updatedAt: Date;
  lastCount: number | null;
  lastUsedAt: Date | null;
}

/** The newest snapshot of the segment: its count and time. */
const lastUse = () =>
  sql`(SELECT jsonb_build_object('count', s.count, 'at', extract(epoch FROM s.created_at))
    FROM ${segmentSnapshots} s WHERE s.segment_id = ${segments.id} ORDER BY s.created_at DESC LIMIT 1)`;

const columns = {
  id: segments.id,
  name: segments.name,
  description: segments.description,
  visibility: segments.visibility,
  filter: segments.filter,
  ownerId: segments.ownerId,
  ownerName: sql<string>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
  createdAt: segments.createdAt,
  updatedAt: segments.updatedAt,
  lastUse: lastUse().mapWith((v) => v as { count: number; at: number } | null),
};

type Selected = Omit<SegmentRow, 'lastCount' | 'lastUsedAt'> & {
  lastUse: { count: number; at: number } | null;
};

const rowOf = ({ lastUse: use, ...r }: Selected): SegmentRow => ({
  ...r,
  lastCount: use ? Number(use.count) : null,
  lastUsedAt: use ? new Date(Number(use.at) * 1000) : null,
});

/** What a person may see: their own segments and those shared with the tenant. */
const visibleTo = (tenantId: string, staffId: string) =>
  and(eq(segments.tenantId, tenantId), or(eq(segments.ownerId, staffId), eq(segments.visibility, 'tenant')));

export async function listSegments(
  db: Db,
  tenantId: string,
  staffId: string,
  q: { page: number; size: number; text?: string },
): Promise<{ total: number; rows: SegmentRow[] }> {
  const where = and(
    visibleTo(tenantId, staffId),
    q.text ? ilike(segments.name, `%${escapeLike(q.text)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(segments)
      .innerJoin(staffUsers, eq(staffUsers.id, segments.ownerId))
      .where(where)
      .orderBy(desc(segments.updatedAt), segments.id)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(segments).where(where),
  ]);
  return { total: total?.n ?? 0, rows: (rows as Selected[]).map(rowOf) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findSegment(
  db: Db,
  tenantId: string,
  staffId: string,
  id: string,
): Promise<SegmentRow | null> {
  const [row] = await db
    .select(columns)
    .from(segments)
    .innerJoin(staffUsers, eq(staffUsers.id, segments.ownerId))
    .where(and(eq(segments.id, id), visibleTo(tenantId, staffId)));
  return row ? rowOf(row as Selected) : null;
}

export interface SegmentValues {
  name: string;
  description: string;
  visibility: SegmentVisibility;
  filter: FleetFilter;
}

/** Inserts a segment; false when the owner already has one of that name. */
export async function insertSegment(
  db: Db,
  row: SegmentValues & { id: string; tenantId: string; ownerId: string },
): Promise<boolean> {
  const inserted = await db.insert(segments).values(row).onConflictDoNothing().returning({ id: segments.id });
  return inserted.length > 0;
}

/** Whether a name is taken by another of the owner's segments. */
export async function nameTaken(db: Db, tenantId: string, ownerId: string, name: string, except?: string) {
  const [row] = await db
    .select({ id: segments.id })
    .from(segments)
    .where(
      and(
        eq(segments.tenantId, tenantId),
        eq(segments.ownerId, ownerId),
        sql`lower(${segments.name}) = lower(${name})`,
        except ? sql`${segments.id} <> ${except}` : undefined,
      ),
    );
  return row !== undefined;
}

export async function updateSegment(
  db: Db,
  tenantId: string,
  ownerId: string,
  id: string,
  values: SegmentValues,
) {
  const updated = await db
    .update(segments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(segments.id, id), eq(segments.tenantId, tenantId), eq(segments.ownerId, ownerId)))
    .returning({ id: segments.id });
  return updated.length > 0;
}

export async function deleteSegment(db: Db, tenantId: string, ownerId: string, id: string) {
  const deleted = await db
    .delete(segments)
    .where(and(eq(segments.id, id), eq(segments.tenantId, tenantId), eq(segments.ownerId, ownerId)))
    .returning({ id: segments.id });
  return deleted.length > 0;
}

export interface SnapshotRow {
  id: string;
  segmentId: string | null;
  purpose: SnapshotPurpose;
  count: number;
  createdAt: Date;
  createdBy: string;
  filter: FleetFilter;
}

export async function insertSnapshot(
  db: Pick<Db, 'insert'>,
  row: {
    id: string;
    tenantId: string;
    segmentId: string | null;
    purpose: SnapshotPurpose;
    filter: FleetFilter;
    createdBy: string;
  },
) {
  await db.insert(segmentSnapshots).values({ ...row, count: 0 });
}

export async function setSnapshotCount(db: Pick<Db, 'update'>, id: string, count: number) {
  await db.update(segmentSnapshots).set({ count }).where(eq(segmentSnapshots.id, id));
}

const snapshotColumns = {
  id: segmentSnapshots.id,
  segmentId: segmentSnapshots.segmentId,
  purpose: segmentSnapshots.purpose,
  count: segmentSnapshots.count,
  createdAt: segmentSnapshots.createdAt,
  createdBy: sql<string>`COALESCE(${staffUsers.firstName} || ' ' || ${staffUsers.lastName}, '')`,
  filter: segmentSnapshots.filter,
};

/** A segment's uses, newest first (the last 100). */
export async function listSnapshots(db: Db, tenantId: string, segmentId: string): Promise<SnapshotRow[]> {
  return db
    .select(snapshotColumns)
    .from(segmentSnapshots)
    .leftJoin(staffUsers, eq(staffUsers.id, segmentSnapshots.createdBy))
    .where(and(eq(segmentSnapshots.tenantId, tenantId), eq(segmentSnapshots.segmentId, segmentId)))
    .orderBy(desc(segmentSnapshots.createdAt))
    .limit(100);
}

export async function findSnapshot(db: Db, tenantId: string, id: string): Promise<SnapshotRow | null> {
  const [row] = await db
    .select(snapshotColumns)
    .from(segmentSnapshots)
    .leftJoin(staffUsers, eq(staffUsers.id, segmentSnapshots.createdBy))
    .where(and(eq(segmentSnapshots.tenantId, tenantId), eq(segmentSnapshots.id, id)));
  return row ?? null;
}

/** A snapshot's device ids after `after`, in order: those still in the fleet and in the reader's scope. */
export async function snapshotDevicePage(
  db: Db,
  caller: ScopedCaller,
  id: string,
  after: string | undefined,
  size: number,
) {
  const rows = await db
    .select({ deviceId: segmentSnapshotDevices.deviceId })
    .from(segmentSnapshotDevices)
    .innerJoin(devices, eq(devices.deviceId, segmentSnapshotDevices.deviceId))
    .where(
      and(
        eq(segmentSnapshotDevices.snapshotId, id),
        after === undefined ? undefined : gt(segmentSnapshotDevices.deviceId, after),
        deviceScope(caller),
      ),
    )
    .orderBy(segmentSnapshotDevices.deviceId)
    .limit(size);
  return rows.map((r) => r.deviceId);
}

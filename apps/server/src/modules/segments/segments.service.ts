import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays, metricsDayOf, toDmy } from '@console/contracts/insights';
import { fillMessage, messages } from '@console/contracts/messages';
import {
  type FleetCounts,
  type FleetDevice,
  FleetFilter,
  type FleetSearchResult,
  type Segment,
  type SegmentSnapshot,
  type SnapshotPurpose,
} from '@console/contracts/segments';
import type { SQL } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { callerDataKey } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { readCacheOf } from '../../platform/db/read-cache';
import { csvLine, csvTimestamp } from '../../platform/http/csv';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import { fleetCondition, snapshotCondition } from './fleet-filter.queries';
import { fleetChunks, fleetCounts, fleetPage, snapshotDevices } from './fleet-search.queries';
import * as store from './segments.queries';

type Caller = Pick<RequestAuth, 'tenantId' | 'userId' | 'userName' | 'scope'>;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const nowSeconds = () => Math.floor(Date.now() / 1000);

const segmentOf = (r: store.SegmentRow, caller: Caller): Segment => ({
  segmentId: r.id,
  name: r.name,
  description: r.description,
  visibility: r.visibility,
  filter: r.filter,
  ownerId: r.ownerId,
  ownerName: r.ownerName,
  mine: r.ownerId === caller.userId,
  createdAt: seconds(r.createdAt),
  updatedAt: seconds(r.updatedAt),
  lastCount: r.lastCount,
  lastUsedAt: r.lastUsedAt ? seconds(r.lastUsedAt) : null,
});

const snapshotOf = (r: store.SnapshotRow): SegmentSnapshot => ({
  snapshotId: r.id,
  segmentId: r.segmentId,
  purpose: r.purpose,
  count: r.count,
  createdAt: seconds(r.createdAt),
  createdBy: r.createdBy,
  filter: r.filter,
});

/** The CSV of fleet devices, chunk by chunk. */
async function* deviceLines(chunks: AsyncIterable<FleetDevice[]>) {
  yield csvLine([
    'Device ID',
    'Serial Number',
    'Model',
    'Category',
    'Brand',
    'Country',
    'Firmware',
    'Online',
    'Last Seen',
    'Onboarded At',
  ]);
  for await (const chunk of chunks)
    yield chunk
      .map((d) =>
        csvLine([
          d.deviceId,
          d.serialNumber,
          d.modelNumber,
          d.category,
          d.brand,
          d.country,
          d.firmwareVersion,
          d.online ? 'yes' : 'no',
          csvTimestamp(d.lastSeen === null ? null : d.lastSeen * 1000),
          csvTimestamp(d.onboardedAt === null ? null : d.onboardedAt * 1000),
        ]),
      )
      .join('');
}

/** The filter of an export link (one JSON query parameter), or a 400 saying it could not be read. */
export function parseFilterParam(text: string): FleetFilter {
  try {
    const parsed = FleetFilter.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: the same answer as a filter that does not hold
  }
  throw badRequest('segmentBadFilter');
}

export type SegmentsService = ReturnType<typeof createSegmentsService>;

/** Fleet search, saved segments and their snapshots (issue 32), always inside the caller's scope. */
export function createSegmentsService({
  db,
  activeDays,
  countsMaxAgeMs,
}: {
  db: Db;
  activeDays: number;
  /** How long a filter's counts are served again (FLEET_COUNTS_MAX_AGE_SECONDS; decision 0038). */
  countsMaxAgeMs: number;
}) {
  /**
   * The filter as a condition now. Devices active on a day are read from the record of distinct
   * active devices, kept for the raw activity's last `activeDays` metrics days (today included):
   * an older day is refused with a message, never answered as none.
   */
  function condition(caller: Caller, filter: FleetFilter, now = nowSeconds()) {
    const since = addDays(metricsDayOf(now), 1 - activeDays);
    if (filter.activeDay !== undefined && filter.activeDay < since)
      throw new AppError(
        400,
        'segmentActiveDayGone',
        fillMessage(messages.segmentActiveDayGone, { days: activeDays, since: toDmy(since) }),
      );
    return fleetCondition(caller, filter, now);
  }

  /**
   * The count and breakdowns of a filter, read once per tenant, scope and filter every
   * `countsMaxAgeMs` (callers of one key at the same time share the read), as the charts are
   * (decision 0030): a broad filter aggregates hundreds of thousands of devices, which ten people
   * at once on a small server would queue behind. `asOf` is the time the filter's windows were
   * counted back from (`now`); the screen shows it.
   */
  async function keptCounts(caller: Caller, filter: FleetFilter, where: SQL, now: number) {
    if (countsMaxAgeMs <= 0) return { asOf: now, counts: await fleetCounts(db, where) };
    const key = `fleet-counts ${callerDataKey(caller)} ${JSON.stringify(filter)}`;
    const kept = await readCacheOf(db).answer(
      [],
      key,
      async () => ({ asOf: now, counts: await fleetCounts(db, where) }),
      { maxAgeMs: countsMaxAgeMs },
    );
    return JSON.parse(kept.json) as { asOf: number; counts: FleetCounts };
  }

  async function visible(caller: Caller, segmentId: string) {
    const row = await store.findSegment(db, caller.tenantId, caller.userId, segmentId);
    if (!row) throw notFound('segmentNotFound');
    return row;
  }

  async function own(caller: Caller, segmentId: string) {
    const row = await visible(caller, segmentId);
    if (row.ownerId !== caller.userId) throw new AppError(403, 'segmentNotYours');
    return row;
  }

  return {
    async search(
      caller: Caller,
      q: { filter: FleetFilter; after?: string; size: number; withCounts: boolean },
    ): Promise<FleetSearchResult> {
      const now = nowSeconds();
      const where = condition(caller, q.filter, now);
      const [kept, rows] = await Promise.all([
        q.withCounts && q.after === undefined ? keptCounts(caller, q.filter, where, now) : null,
        fleetPage(db, where, q.after, q.size + 1),
      ]);
      const page = rows.slice(0, q.size);
      return {
        counts: kept?.counts ?? null,
        countsAsOf: kept?.asOf ?? null,
        devices: page,
        next: rows.length > q.size ? page.at(-1)!.deviceId : null,
      };
    },

    /** Every matching device as CSV, streamed a chunk at a time; the export is audited (it names devices). */
    async exportCsv(caller: Caller, filter: FleetFilter, ip: string) {
      await audit(db, caller, { action: 'export.fleet.csv', entity: 'fleet', ip, detail: { filter } });
      const where = condition(caller, filter);
      return {
        fileName: `fleet-${new Date().toISOString().slice(0, 10)}.csv`,
        body: Readable.from(deviceLines(fleetChunks(db, where))),
      };
    },

    /** A snapshot's devices (within the reader's scope) as CSV: the export bulk action. */
    async exportSnapshot(caller: Caller, snapshotId: string, ip: string) {
      const snap = await store.findSnapshot(db, caller.tenantId, snapshotId);
      if (!snap) throw notFound('snapshotNotFound');
      if (snap.segmentId !== null) await visible(caller, snap.segmentId);
      await audit(db, caller, {
        action: 'export.fleet.csv',
        entity: 'segment',
        entityId: snap.segmentId,
        ip,
        detail: { snapshotId, count: snap.count },
      });
      return {
        fileName: `fleet-${snapshotId}.csv`,
        body: Readable.from(deviceLines(fleetChunks(db, snapshotCondition(caller, snapshotId)))),
      };
    },

    async list(caller: Caller, q: { page: number; size: number; q?: string }) {
      const { total, rows } = await store.listSegments(db, caller.tenantId, caller.userId, {
        page: q.page,
        size: q.size,
        text: q.q || undefined,
      });
      return { total, segments: rows.map((r) => segmentOf(r, caller)) };
    },

    async get(caller: Caller, segmentId: string) {
      return segmentOf(await visible(caller, segmentId), caller);
    },

    async create(caller: Caller, values: store.SegmentValues, ip: string) {
      const id = randomUUID();
      const inserted = await store.insertSegment(db, {
        ...values,
        id,
        tenantId: caller.tenantId,
        ownerId: caller.userId,
      });
      if (!inserted) throw new AppError(409, 'segmentNameTaken');
      await audit(db, caller, {
        action: 'segment.create',
        entity: 'segment',
        entityId: id,
        ip,
        detail: { ...values },
      });
      return segmentOf(await visible(caller, id), caller);
    },

    async update(caller: Caller, segmentId: string, values: store.SegmentValues, ip: string) {
      await own(caller, segmentId);
      if (await store.nameTaken(db, caller.tenantId, caller.userId, values.name, segmentId))
        throw new AppError(409, 'segmentNameTaken');
      await store.updateSegment(db, caller.tenantId, caller.userId, segmentId, values);
      await audit(db, caller, {
        action: 'segment.update',
        entity: 'segment',
        entityId: segmentId,
        ip,
        detail: { ...values },
      });
      return segmentOf(await visible(caller, segmentId), caller);
    },

    async remove(caller: Caller, segmentId: string, ip: string) {
      const row = await own(caller, segmentId);
      await store.deleteSegment(db, caller.tenantId, caller.userId, segmentId);
      await audit(db, caller, {
        action: 'segment.delete',
        entity: 'segment',
        entityId: segmentId,
        ip,
        detail: { name: row.name },
      });
    },

    /**
     * Freezes who the filter reaches now, as the caller sees it: the snapshot row, its devices and
     * its count commit together. A bulk action runs on a snapshot, so what it did stays answerable.
     */
    async snapshot(
      caller: Caller,
      source: { segmentId: string | null; filter: FleetFilter },
      purpose: SnapshotPurpose,
      ip: string,
    ): Promise<SegmentSnapshot> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await store.insertSnapshot(tx, {
          id,
          tenantId: caller.tenantId,
          segmentId: source.segmentId,
          purpose,
          filter: source.filter,
          createdBy: caller.userId,
        });
        const count = await snapshotDevices(tx, id, condition(caller, source.filter));
        await store.setSnapshotCount(tx, id, count);
        await audit(tx, caller, {
          action: 'segment.snapshot',
          entity: 'segment',
          entityId: source.segmentId,
          ip,
          detail: { snapshotId: id, purpose, count },
        });
      });
      const row = await store.findSnapshot(db, caller.tenantId, id);
      return snapshotOf(row!);
    },

    async snapshotSegment(caller: Caller, segmentId: string, purpose: SnapshotPurpose, ip: string) {
      const segment = await visible(caller, segmentId);
      return this.snapshot(caller, { segmentId, filter: segment.filter }, purpose, ip);
    },

    async snapshots(caller: Caller, segmentId: string) {
      await visible(caller, segmentId);
      return { snapshots: (await store.listSnapshots(db, caller.tenantId, segmentId)).map(snapshotOf) };
    },

    async snapshotDevices(caller: Caller, snapshotId: string, q: { after?: string; size: number }) {
      const snap = await store.findSnapshot(db, caller.tenantId, snapshotId);
      if (!snap) throw notFound('snapshotNotFound');
      if (snap.segmentId !== null) await visible(caller, snap.segmentId);
      const ids = await store.snapshotDevicePage(db, caller, snapshotId, q.after, q.size + 1);
      const page = ids.slice(0, q.size);
      return { devices: page, next: ids.length > q.size ? page.at(-1)! : null };
    },
  };
}

import { can } from '@console/contracts/access';
import { tenantHasWarranty } from '@console/contracts/tenants';
import {
  type TimelineEntry,
  type TimelineFilters,
  type TimelineKind,
  type TimelineKindAccess,
  type TimelinePage,
  timelineKindsFor,
} from '@console/contracts/timeline';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { deviceInScope } from '../devices';
import { findHomeKeys } from '../homes';
import type { TenantService } from '../tenants';
import {
  activitiesBranch,
  commandsBranch,
  connectionsBranch,
  firmwareBranch,
  onboardingsBranch,
  reportsBranch,
  type SourceRead,
} from './timeline.queries';
import { decodePlace, encodePlace, placeBefore, type Source } from './timeline-cursor';
import { BODY_OF, type EntryBody, type EntryRow, KIND_OF, reportBody } from './timeline-entries';
import {
  appLoginsBranch,
  notificationsBranch,
  paperworkBranch,
  staffActionsBranches,
  ticketsBranch,
} from './timeline-records.queries';
import {
  keyValues,
  placeValues,
  readPage,
  type SourceBranches,
  type SubjectKind,
  type WalkRow,
} from './timeline-walk.queries';

/*
 * A timeline page: each source the caller may see (and asked for) read below the page's place,
 * `limit + 1` rows each, merged newest first by (time, source, id) and cut at `limit + 1`, in one
 * statement (timeline-walk.queries.ts); the extra row only says whether a next page exists. The
 * statement is built and prepared once per shape: a device's or a home's page over the sources a
 * caller may see (a role's, and the tenant's warranty setting), the kinds asked for among them
 * being values like the rest.
 */

/** Whose events a timeline shows: a device (and its owner), or a home's devices and members. */
export interface TimelineSubject {
  subject: 'device' | 'home';
  deviceIds: string[];
  userIds: string[];
}

/** Each source's branches of a page (a redacted report's never reads its payload). */
const BRANCHES: Record<Source, (read: SourceRead, redacted: boolean) => SourceBranches> = {
  status: (read, redacted) => reportsBranch('status', read, !redacted),
  diagnostic: (read, redacted) => reportsBranch('diagnostic', read, !redacted),
  connection: (read) => connectionsBranch(read),
  activity: (read) => activitiesBranch(read),
  command: (read) => commandsBranch(read),
  firmware: (read) => firmwareBranch(read),
  onboarding: (read) => onboardingsBranch(read),
  audit: (read) => staffActionsBranches(read),
  appLogin: (read) => appLoginsBranch(read),
  notification: (read) => notificationsBranch(read),
  feedback: (read) => ticketsBranch(read),
  warranty: () => paperworkBranch('warranty'),
  service: () => paperworkBranch('service'),
};

const SOURCES_OF = Object.entries(KIND_OF).reduce(
  (map, [source, kind]) => map.set(kind, [...(map.get(kind) ?? []), source as Source]),
  new Map<TimelineKind, Source[]>(),
);

function bodyOf(source: Source, row: EntryRow, redacted: boolean): EntryBody {
  if (source === 'status' || source === 'diagnostic') {
    const payload = redacted ? null : ((row.payload as Record<string, unknown> | null) ?? {});
    return reportBody(source, String(row.device_id), payload);
  }
  return BODY_OF[source](row);
}

const placeOf = (row: WalkRow) => ({ us: Number(row.us), source: row.source, id: row.rid });

/** A page's shape: a device's or a home's, over what the caller may see (a role's, and the tenant's warranty setting). */
const shapeKey = (subject: SubjectKind, access: readonly TimelineKindAccess[]) =>
  `${subject}:${access.map((a) => `${a.kind}${a.redacted ? '-redacted' : ''}`).join(',')}`;

/** The branches of a shape's statement: each source the caller may see, each with its payload or without. */
function branchesOf(subject: SubjectKind, access: readonly TimelineKindAccess[]): SourceBranches[] {
  const read: SourceRead = { subject };
  return access.flatMap(({ kind, redacted }) =>
    (SOURCES_OF.get(kind) ?? []).map((source) => BRANCHES[source](read, redacted)),
  );
}

export function createTimelineService(deps: { db: Db; tenants: Pick<TenantService, 'findTenant'> }) {
  const { db, tenants } = deps;

  /** The kinds the caller may see, with the tenant's warranty setting read only when it matters. */
  async function kindsFor(auth: RequestAuth): Promise<TimelineKindAccess[]> {
    let warrantyOn = false;
    if (can(auth.principal, 'warranty')) {
      const tenant = await tenants.findTenant(auth.tenantId);
      warrantyOn = tenant !== undefined && tenantHasWarranty(tenant.id, tenant.settings.warrantyEnabled);
    }
    return timelineKindsFor(auth.principal, warrantyOn);
  }

  return {
    kindsFor,

    /** The device in the caller's scope (else 404 'Device not found'), with its owner. */
    async deviceSubject(auth: RequestAuth, deviceId: string): Promise<TimelineSubject> {
      const device = await deviceInScope(db, auth, deviceId);
      const owner = device.onboardedBy ?? device.onboardedById;
      return { subject: 'device', deviceIds: [device.deviceId], userIds: owner ? [owner] : [] };
    },

    /** The home in the caller's scope (else 404 'Home not found'), its devices in scope and its members. */
    async homeSubject(auth: RequestAuth, homeId: string): Promise<TimelineSubject> {
      const home = await findHomeKeys(db, auth, homeId);
      if (!home) throw notFound('homeNotFound');
      return { subject: 'home', deviceIds: home.deviceIds, userIds: home.memberIds };
    },

    async page(auth: RequestAuth, subject: TimelineSubject, filters: TimelineFilters): Promise<TimelinePage> {
      const access = await kindsFor(auth);
      const wanted = filters.kinds ? access.filter((a) => filters.kinds?.includes(a.kind)) : access;
      const below = filters.cursor
        ? decodePlace(filters.cursor)
        : filters.before === undefined
          ? undefined
          : placeBefore(filters.before);
      const limit = filters.limit + 1;
      const read = new Set(wanted.flatMap(({ kind }) => SOURCES_OF.get(kind) ?? []));
      const redactedKinds = new Set(wanted.filter((a) => a.redacted).map((a) => a.kind));
      let rows: WalkRow[] = [];
      if (read.size > 0) {
        const sources = access.flatMap(({ kind }) => SOURCES_OF.get(kind) ?? []);
        rows = await readPage(
          db,
          shapeKey(subject.subject, access),
          () => branchesOf(subject.subject, access),
          {
            tenantId: auth.tenantId,
            limit,
            ...keyValues(subject.subject, subject.deviceIds, subject.userIds),
            ...placeValues(sources, read, below),
          },
        );
      }
      const shown = rows.slice(0, filters.limit);
      const entries: TimelineEntry[] = shown.map((row) => {
        const place = placeOf(row);
        return {
          key: encodePlace(place),
          at: Math.floor(place.us / 1000),
          ...bodyOf(
            row.source,
            { ...row.data, payload: row.payload, rid: row.rid },
            redactedKinds.has(KIND_OF[row.source]),
          ),
        };
      });
      const last = shown.at(-1);
      const next = rows.length > filters.limit && last ? encodePlace(placeOf(last)) : null;
      return { entries, next, kinds: access };
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;

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
import { findHomeDevices, findHomeMemberIds, findHomeRow } from '../homes';
import type { TenantService } from '../tenants';
import {
  findActivities,
  findCommands,
  findConnections,
  findFirmwareHistory,
  findOnboardings,
  findReports,
  type SourceRead,
} from './timeline.queries';
import {
  comparePlaces,
  decodePlace,
  encodePlace,
  type Place,
  placeBefore,
  type Source,
} from './timeline-cursor';
import { BODY_OF, type EntryBody, KIND_OF, reportBody } from './timeline-entries';
import {
  findAppLogins,
  findNotifications,
  findPaperwork,
  findStaffActions,
  findTickets,
} from './timeline-records.queries';
import type { WalkRow } from './timeline-walk.queries';

/*
 * A timeline page: each source the caller may see (and asked for) read below the page's place,
 * `limit + 1` rows each, merged newest first by (time, source, id) and cut at `limit`; the extra
 * row only says whether a next page exists. Sources are read one after the other: a request
 * holds one pooled connection, never two.
 */

/** Whose events a timeline shows: a device (and its owner), or a home's devices and members. */
export interface TimelineSubject {
  subject: 'device' | 'home';
  deviceIds: string[];
  userIds: string[];
}

type Reader = (db: Db, read: SourceRead, redacted: boolean) => Promise<WalkRow[]>;

const READERS: Record<Source, Reader> = {
  status: (db, read, redacted) => findReports(db, 'status', read, !redacted),
  diagnostic: (db, read, redacted) => findReports(db, 'diagnostic', read, !redacted),
  connection: findConnections,
  activity: findActivities,
  command: findCommands,
  firmware: findFirmwareHistory,
  onboarding: findOnboardings,
  audit: findStaffActions,
  appLogin: findAppLogins,
  notification: findNotifications,
  feedback: findTickets,
  warranty: (db, read) => findPaperwork(db, 'warranty', read),
  service: (db, read) => findPaperwork(db, 'service', read),
};

const SOURCES_OF = Object.entries(KIND_OF).reduce(
  (map, [source, kind]) => map.set(kind, [...(map.get(kind) ?? []), source as Source]),
  new Map<TimelineKind, Source[]>(),
);

function bodyOf(source: Source, row: WalkRow, redacted: boolean): EntryBody {
  if (source === 'status' || source === 'diagnostic') {
    const payload = redacted ? null : parsePayload(row.payload);
    return reportBody(source, String(row.device_id), payload);
  }
  return BODY_OF[source](row);
}

function parsePayload(json: unknown): Record<string, unknown> {
  try {
    return typeof json === 'string' ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
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
      const home = await findHomeRow(db, auth, homeId);
      if (!home) throw notFound('homeNotFound');
      const devices = await findHomeDevices(db, auth, [home.homeId]);
      const members = await findHomeMemberIds(db, auth, home.homeId);
      return { subject: 'home', deviceIds: devices.map((d) => d.deviceId), userIds: members };
    },

    async page(auth: RequestAuth, subject: TimelineSubject, filters: TimelineFilters): Promise<TimelinePage> {
      const access = await kindsFor(auth);
      const wanted = filters.kinds ? access.filter((a) => filters.kinds?.includes(a.kind)) : access;
      const below = filters.cursor
        ? decodePlace(filters.cursor)
        : filters.before === undefined
          ? undefined
          : placeBefore(filters.before);
      const read: SourceRead = { ...subject, tenantId: auth.tenantId, below, limit: filters.limit + 1 };

      const found: { place: Place; source: Source; row: WalkRow; redacted: boolean }[] = [];
      for (const { kind, redacted } of wanted) {
        for (const source of SOURCES_OF.get(kind) ?? []) {
          for (const row of await READERS[source](db, read, redacted)) {
            found.push({ place: { us: Number(row.us), source, id: String(row.rid) }, source, row, redacted });
          }
        }
      }
      found.sort((a, b) => comparePlaces(b.place, a.place));
      const shown = found.slice(0, filters.limit);
      const last = shown.at(-1);
      const entries: TimelineEntry[] = shown.map(({ place, source, row, redacted }) => ({
        key: encodePlace(place),
        at: Math.floor(place.us / 1000),
        ...bodyOf(source, row, redacted),
      }));
      return {
        entries,
        next: found.length > filters.limit && last ? encodePlace(last.place) : null,
        kinds: access,
      };
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;

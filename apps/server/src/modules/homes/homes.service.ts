import type { Home, UserHomes } from '@console/contracts/homes';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { findEndUsers } from '../users';
import { findHomeDevices, findHomeRow, findMemberHomes, findSpaces, type HomeRow } from './homes.queries';

/**
 * Homes of an end user and one home for the report. A user or home outside the caller's tenant or
 * countries is not found; devices outside their categories or brands are left out of the spaces.
 */
export function createHomesService(db: Db) {
  /** The homes whole: address, spaces (each with its devices), in one query per level. */
  async function assemble(auth: RequestAuth, rows: HomeRow[]): Promise<Home[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.homeId);
    const [spaceRows, deviceRows] = await Promise.all([
      findSpaces(db, auth, ids),
      findHomeDevices(db, auth, ids),
    ]);
    return rows.map((row) => ({
      homeId: row.homeId,
      homeName: row.homeName,
      address: {
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        city: row.city,
        pincode: row.pincode,
      },
      spaces: spaceRows
        .filter((s) => s.homeId === row.homeId)
        .map((s) => ({
          spaceId: s.spaceId,
          spaceName: s.spaceName,
          devices: deviceRows
            .filter((d) => d.spaceId === s.spaceId)
            .map(({ deviceId, deviceName, category }) => ({ deviceId, deviceName, category })),
        })),
    }));
  }

  return {
    async userHomes(auth: RequestAuth, userId: string): Promise<UserHomes> {
      const [user] = await findEndUsers(db, auth, { userId });
      if (!user) throw notFound('userNotFound');
      const rows = await findMemberHomes(db, auth, userId);
      const all = await assemble(auth, rows);
      const of = (kind: 'primary' | 'secondary') => all.filter((_, i) => rows[i]?.membership === kind);
      return { userId, primaryUserHomeIds: of('primary'), secondaryUserHomeIds: of('secondary') };
    },

    async home(auth: RequestAuth, homeId: string): Promise<Home> {
      const row = await findHomeRow(db, auth, homeId);
      if (!row) throw notFound('homeNotFound');
      const [home] = await assemble(auth, [row]);
      if (!home) throw notFound('homeNotFound');
      return home;
    },
  };
}

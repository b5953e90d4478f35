import {
  type DeviceCommand,
  type DeviceUsage,
  DIAGNOSTICS_GROUPS,
  type DiagnosticsData,
  type FirmwareHistoryItem,
  type OnboardHistoryItem,
} from '@console/contracts/device-history';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import type { DeviceKey, Page } from '../../platform/db/device-page';
import { notFound } from '../../platform/http/errors';
import { diagnosticGroupOf, toReportRow } from '../device-logs';
import { deviceInScope, findDeviceUsage } from '../devices';
import {
  findCommand,
  findFirmwareHistory,
  findLatestDiagnostic,
  findLatestStatusTimes,
  findOnboardHistory,
} from './device-history.queries';

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * A device's popups: usage, onboarding and firmware histories, diagnostics. Every call first
 * finds the device within the caller's tenant, countries, categories and brands, else 404.
 */
export function createDeviceHistoryService(deps: { db: Db }) {
  const { db } = deps;

  async function keyOf(auth: RequestAuth, deviceId: string): Promise<DeviceKey> {
    const device = await deviceInScope(db, auth, deviceId);
    return { tenantId: auth.tenantId, deviceId: device.deviceId };
  }

  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

  return {
    /** A command sent to the device and where it stands (the console follows a push with it). */
    async command(auth: RequestAuth, deviceId: string, commandId: string): Promise<DeviceCommand> {
      const row = await findCommand(db, await keyOf(auth, deviceId), commandId);
      if (!row) throw notFound('commandNotFound');
      return { ...row, createdAt: seconds(row.createdAt), updatedAt: seconds(row.updatedAt) };
    },

    async usage(auth: RequestAuth, deviceId: string): Promise<DeviceUsage> {
      const key = await keyOf(auth, deviceId);
      const row = await findDeviceUsage(db, key);
      if (!row) throw notFound('deviceNotFound');
      const status = row.lastStatus ?? {};
      const [last, before] = await findLatestStatusTimes(db, key);
      const heard = [row.statusTs, row.connectedTime].filter((t): t is number => t !== null);
      return {
        deviceId: key.deviceId,
        onlineStatus: row.online ? 'true' : 'false',
        connectedTime: row.connectedTime,
        ps: text(status.ps),
        acdl: num(status.acdl),
        cnt: text(status.cnt),
        lcmd: text(status.lcmd),
        errors: Array.isArray(status.errors) ? status.errors.map(String) : [],
        ts: row.statusTs,
        updatedTime: heard.length ? Math.max(...heard) : null,
        // The next report at the pace of the last two; unknown while offline or with fewer reports.
        nextUpdate: row.online && last !== undefined && before !== undefined ? last + (last - before) : null,
      };
    },

    async onboardHistory(auth: RequestAuth, deviceId: string, page: Page): Promise<OnboardHistoryItem[]> {
      return findOnboardHistory(db, await keyOf(auth, deviceId), page);
    },

    async firmwareHistory(auth: RequestAuth, deviceId: string, page: Page): Promise<FirmwareHistoryItem[]> {
      return findFirmwareHistory(db, await keyOf(auth, deviceId), page);
    },

    /** The latest diagnostic report, its labelled fields in the popup's four groups. */
    async diagnostics(auth: RequestAuth, deviceId: string): Promise<DiagnosticsData> {
      const key = await keyOf(auth, deviceId);
      const latest = await findLatestDiagnostic(db, key);
      if (!latest) return { deviceId: key.deviceId, ts: null, groups: [] };
      const fields = toReportRow('diagnostic', latest.ts, latest.payload).payload;
      const groups = DIAGNOSTICS_GROUPS.map((group) => ({
        group,
        fields: fields.filter((f) => diagnosticGroupOf(f.key) === group),
      })).filter((g) => g.fields.length > 0);
      return { deviceId: key.deviceId, ts: latest.ts, groups };
    },
  };
}

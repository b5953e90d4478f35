import type {
  ConnectionLogRow,
  DacLogPage,
  DeviceActivityRow,
  LogPageQuery,
  LogRangeQuery,
  ReportLogRow,
} from '@console/contracts/device-logs';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import type { DeviceKey, Page } from '../../platform/db/device-page';
import { jsonText } from '../../platform/http/response-serializer';
import { deviceInScope, findDevice, isMacInTenant } from '../devices';
import { checkDateRange, nowSeconds } from './date-range';
import {
  findActivityPage,
  findConnectionPage,
  findDacPage,
  findReportPage,
  findReportPageInScope,
} from './device-logs.queries';
import { type LogKind, reportPageJson } from './log-fields';
import { type ReportCsv, reportCsv } from './report-csv';

/**
 * The device log tabs. Every call first finds the device within the caller's tenant, countries,
 * categories and brands (the device lookup's own scope), else 'Device not found'.
 */
export function createDeviceLogsService(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? nowSeconds;

  async function scoped(auth: RequestAuth, deviceId: string) {
    const device = await deviceInScope(db, auth, deviceId);
    const key: DeviceKey = { tenantId: auth.tenantId, deviceId: device.deviceId };
    return { device, key };
  }

  return {
    async reportPage(
      auth: RequestAuth,
      kind: LogKind,
      deviceId: string,
      query: LogPageQuery,
    ): Promise<ReportLogRow[]> {
      const range = checkDateRange(query, now());
      // One round trip when the page has rows; an empty one is either no rows or no such device
      // in scope (or an id typed in another case), which the device lookup then tells apart.
      let rows = await findReportPageInScope(db, kind, auth, deviceId, range, query);
      if (rows.length === 0) {
        const { key } = await scoped(auth, deviceId);
        rows = await findReportPage(db, kind, key, range, query);
      }
      return jsonText<ReportLogRow[]>(reportPageJson(kind, rows));
    },

    /** A CSV download: checked up front (so errors are still JSON), then streamed batch by batch. */
    async reportFile(
      auth: RequestAuth,
      kind: LogKind,
      deviceId: string,
      query: LogRangeQuery,
    ): Promise<ReportCsv> {
      const range = checkDateRange(query, now());
      const { key } = await scoped(auth, deviceId);
      return reportCsv(db, kind, key, range);
    },

    async connectionPage(auth: RequestAuth, deviceId: string, page: Page): Promise<ConnectionLogRow[]> {
      const { key } = await scoped(auth, deviceId);
      const rows = await findConnectionPage(db, key, page);
      return rows.map((r) => ({ onlineStatus: r.online ? 1 : 0, timestamp: r.ts }));
    },

    async activityPage(auth: RequestAuth, deviceId: string, page: Page): Promise<DeviceActivityRow[]> {
      const { device, key } = await scoped(auth, deviceId);
      const rows = await findActivityPage(db, key, page);
      const { serialNumber, productSerialNumber, macAddress } = device;
      return rows.map((r) => ({
        serialNumber,
        productSerialNumber,
        macAddress,
        activity: r.activity,
        status: r.status,
        timestamp: r.ts,
      }));
    },

    /**
     * DAC events by MAC in the caller's tenant. A MAC whose device sits outside the caller's
     * countries, categories or brands stays invisible: it answers an empty page, exactly as a MAC
     * nobody knows (a 404 there would tell the caller such a device exists). A MAC with no device
     * yet (certificates are issued in the factory) is shown. Dates are optional; when sent, the
     * section 5 rules apply.
     */
    async dacPage(auth: RequestAuth, mac: string, query: LogPageQuery): Promise<DacLogPage> {
      const range =
        query.fromTs === undefined && query.toTs === undefined ? {} : checkDateRange(query, now());
      if (!(await findDevice(db, auth, 'macAddress', mac)) && (await isMacInTenant(db, auth.tenantId, mac))) {
        return { count: 0, logs: [] };
      }
      return findDacPage(db, auth.tenantId, mac, range, query);
    },
  };
}

export type DeviceLogsService = ReturnType<typeof createDeviceLogsService>;

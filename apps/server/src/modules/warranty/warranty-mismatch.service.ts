import type { ActionResult } from '@console/contracts/http';
import { messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { deviceInScope } from '../devices';
import type { TenantService } from '../tenants';
import { requireWarranty } from './warranty-enabled';
import { upsertMismatchReport } from './warranty-mismatch.queries';

interface Deps {
  db: Db;
  tenants: Pick<TenantService, 'findTenant'>;
}

/**
 * The spec's report of a device with no warranty match (`POST /simplifi/v1/upload`, spec 001
 * section 7): kept for the warranty team, one row per tenant and device, with an audit entry.
 */
export function createWarrantyMismatchService(deps: Deps) {
  const { db } = deps;

  return {
    async report(auth: RequestAuth, deviceId: string, ip: string): Promise<ActionResult> {
      await requireWarranty(deps.tenants, auth);
      const device = await deviceInScope(db, auth, deviceId);
      // The stored fields come from our device row, not from the request body (which carries them
      // only because the spec's call does): a client cannot plant a false model, serial or owner.
      const fields = {
        modelNumber: device.modelNumber,
        category: device.category,
        productSerialNumber: device.productSerialNumber,
        onboardedBy: device.onboardedBy,
      };
      await db.transaction(async (tx) => {
        const report = { deviceId: device.deviceId, ...fields, reportedBy: auth.userId };
        const reportCount = await upsertMismatchReport(tx, auth.tenantId, report);
        await audit(tx, auth, {
          action: 'device.warrantyMismatchReported',
          entity: 'device',
          entityId: device.deviceId,
          detail: { ...fields, reportCount },
          ip,
        });
      });
      return { status: 'success', message: messages.warrantyMismatchReported };
    },
  };
}

export type WarrantyMismatchService = ReturnType<typeof createWarrantyMismatchService>;

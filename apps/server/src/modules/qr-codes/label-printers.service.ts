import type { LabelPrinter, LabelPrinterBody } from '@console/contracts/qr-codes';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { deletePrinter, insertPrinter, listPrinters, type PrinterRow } from './label-printers.queries';

const shown = (row: PrinterRow): LabelPrinter => ({
  id: row.id,
  name: row.name,
  host: row.host,
  port: row.port,
  dpi: row.dpi,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** A tenant's network label printers (issue 34): registered and removed by its admins, audited. */
export function createLabelPrintersService(db: Db) {
  return {
    async list(auth: RequestAuth) {
      return { printers: (await listPrinters(db, auth.tenantId)).map(shown) };
    },

    async register(auth: RequestAuth, body: LabelPrinterBody & { port: number }, ip: string) {
      return db.transaction(async (tx) => {
        const row = await insertPrinter(tx, {
          tenantId: auth.tenantId,
          name: body.name,
          host: body.host,
          port: body.port,
          dpi: body.dpi,
          createdBy: auth.userName,
        });
        if (!row) throw new AppError(409, 'printerNameTaken');
        const detail = { name: row.name, host: row.host, port: row.port, dpi: row.dpi };
        await audit(tx, auth, {
          entity: 'qr_printer',
          action: 'qrPrinter.registered',
          entityId: row.id,
          detail,
          ip,
        });
        return shown(row);
      });
    },

    async remove(auth: RequestAuth, id: string, ip: string) {
      return db.transaction(async (tx) => {
        const row = await deletePrinter(tx, auth.tenantId, id);
        if (!row) throw notFound('printerNotFound');
        const detail = { name: row.name, host: row.host, port: row.port };
        await audit(tx, auth, {
          entity: 'qr_printer',
          action: 'qrPrinter.removed',
          entityId: row.id,
          detail,
          ip,
        });
        return { id: row.id };
      });
    },
  };
}

import { splitModelIds } from '@console/contracts/idu-config';
import { messages } from '@console/contracts/messages';
import {
  firstQrError,
  printedBeforeOf,
  QR_PRINTS_PAGE_SIZE,
  qrCountRange,
  qrCreateErrors,
  ZPL_FILE,
  type ZplDensity,
  type ZplPrintBody,
  type ZplPrintResult,
  zplBatch,
} from '@console/contracts/qr-codes';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, badRequestFor, notFound } from '../../platform/http/errors';
import type { ManufacturedUnits } from '../manufactured-devices';
import { findPrinter } from './label-printers.queries';
import { findQrPrintsPage, findZplPrintedSerials, insertQrLabel } from './qr-codes.queries';
import { createQrSubjects, type LabelSubject } from './qr-subjects';
import { sendRaw } from './raw-printer';

type Row = ZplPrintResult['rows'][number];

const failureOf = (error: unknown) => (error instanceof AppError ? error.message : messages.qrPrintFailed);

/**
 * ZPL prints (issue 34): the labels of a model's units (or the model's own) as ZPL, saved by the
 * browser, sent by it over WebUSB, or sent here to a registered network printer. The codes are
 * the server's (a unit's record), never the browser's; every label printed is recorded per serial,
 * operator and station with how it went out; a serial printed before needs a reason.
 */
export function createZplPrintsService(deps: { db: Db; units: ManufacturedUnits }) {
  const { db } = deps;
  const subjects = createQrSubjects(deps);

  /** The labels to print and the rows of those that cannot be. */
  async function subjectsOf(auth: RequestAuth, body: ZplPrintBody) {
    const serials = [...new Set((body.productSerialNumbers ?? []).filter(Boolean))];
    const modelIds = splitModelIds(body.modelId);
    if (serials.length === 0) {
      if (modelIds.length !== 1) throw badRequest('qrOneModelOnly');
      return { printable: [await subjects.modelLabel(auth, body)], failed: [] as Row[] };
    }
    const printable: LabelSubject[] = [];
    const failed: Row[] = [];
    for (const serial of serials) {
      try {
        const subject = await subjects.unitLabel(auth, serial, modelIds);
        await subjects.modelOf(auth, { ...body, modelId: subject.modelId });
        printable.push(subject);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        failed.push({
          productSerialNumber: serial,
          modelId: body.modelId ?? '',
          status: 'Failure',
          reasonOfFailure: failureOf(error),
          reprint: false,
        });
      }
    }
    return { printable, failed };
  }

  return {
    async print(auth: RequestAuth, body: ZplPrintBody, ip: string): Promise<ZplPrintResult> {
      const copies = body.count;
      const error = firstQrError(
        qrCreateErrors(
          {
            ...body,
            copies,
            dpi: body.dpi,
            qrSpacingMm: body.qrSpacingInMM,
            verticalSpacingMm: body.verticalSpacingInMM,
            horizontalSpacingMm: body.horizontalSpacingInMM,
          },
          { needsBrand: false },
        ),
      );
      if (error) throw badRequestFor(error);
      const printer =
        body.target === 'network'
          ? body.printerId && (await findPrinter(db, auth.tenantId, body.printerId))
          : undefined;
      if (body.target === 'network' && !printer) throw notFound('printerNotFound');

      const { printable, failed } = await subjectsOf(auth, body);
      if (printable.length === 0) throw badRequest('noSerialEligible');
      const serials = printable.flatMap((s) => (s.productSerialNumber ? [s.productSerialNumber] : []));
      const before = await findZplPrintedSerials(db, auth.tenantId, serials);
      const reason = body.reason?.trim() || null;
      // The refusal names the serials printed before, so the reason is asked for knowing which.
      if (before.size > 0 && !reason)
        throw new AppError(409, 'zplReprintReasonNeeded', undefined, printedBeforeOf(serials, before));

      const density = (printer ? printer.dpi : body.dpi) as ZplDensity;
      const zpl = zplBatch(printable, {
        density,
        copies: copies ?? 1,
        qrSpacingMm: body.qrSpacingInMM ?? 0,
        verticalSpacingMm: body.verticalSpacingInMM ?? 0,
        horizontalSpacingMm: body.horizontalSpacingInMM ?? 0,
      });
      // A network job is recorded only once the printer has it whole.
      if (printer) {
        try {
          await sendRaw(printer.host, printer.port, zpl);
        } catch {
          throw new AppError(502, 'printerUnreachable');
        }
      }
      const reprintOf = (s: LabelSubject) =>
        Boolean(s.productSerialNumber && before.has(s.productSerialNumber));
      await db.transaction(async (tx) => {
        for (const s of printable) {
          const row = {
            source: body.source,
            category: s.category,
            brand: s.brand,
            country: s.country,
            modelId: s.modelId,
            productSerialNumber: s.productSerialNumber,
            copies: copies ?? 1,
            dpi: density,
            channel: `zpl-${body.target}`,
            station: body.station,
            printerName: printer ? printer.name : null,
            reason: reprintOf(s) ? reason : null,
          };
          const id = await insertQrLabel(tx, { tenantId: auth.tenantId, createdBy: auth.userName, ...row });
          await audit(tx, auth, {
            entity: 'qr_label',
            action: 'qrLabel.printed',
            entityId: id,
            detail: row,
            ip,
          });
        }
      });
      const rows: Row[] = printable.map((s) => ({
        productSerialNumber: s.productSerialNumber,
        modelId: s.modelId,
        status: 'Success',
        reasonOfFailure: '',
        reprint: reprintOf(s),
      }));
      return {
        zpl,
        fileName: ZPL_FILE,
        dpi: density,
        printed: printable.length,
        printer: printer ? printer.name : null,
        rows: [...rows, ...failed],
      };
    },

    /** The QR Code Count's breakdown: labels per serial, operator and station in the date range. */
    async prints(auth: RequestAuth, q: { startTs?: string; endTs?: string; page?: number }) {
      const answer = qrCountRange(q);
      if ('error' in answer) throw badRequestFor(answer.error);
      const page = q.page ?? 0;
      const rows = await findQrPrintsPage(
        db,
        auth,
        { from: new Date(answer.range.fromMs), to: new Date(answer.range.toMs) },
        { limit: QR_PRINTS_PAGE_SIZE, offset: page * QR_PRINTS_PAGE_SIZE },
      );
      return {
        rows: rows.map((r) => ({
          ...r,
          copies: r.copies ?? 0,
          lastPrintedAt: new Date(r.lastPrintedAt ?? 0).toISOString(),
        })),
        page,
        pageSize: QR_PRINTS_PAGE_SIZE,
      };
    },
  };
}

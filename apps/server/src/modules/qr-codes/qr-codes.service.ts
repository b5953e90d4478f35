import { splitModelIds } from '@console/contracts/idu-config';
import {
  type CreateQrBody,
  type FetchQrQuery,
  firstQrError,
  type QrLabel,
  qrCountRange,
  qrCreateErrors,
  qrFetchErrors,
} from '@console/contracts/qr-codes';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { badRequest, badRequestFor } from '../../platform/http/errors';
import type { ManufacturedUnits } from '../manufactured-devices';
import { countQrCopies, insertQrLabel } from './qr-codes.queries';
import { renderQrStrip } from './qr-image';
import { createQrSubjects, type LabelSubject } from './qr-subjects';

interface Print {
  dpi: number;
  copies: number;
  horizontalSpacingMm: number;
}

/**
 * QR codes (spec 002 sections 4-7): a label for a manufactured unit (its real `MT:` payload and
 * manual code for a Matter model, its PSN for any other) or for a model (its Model ID), drawn as a
 * PNG; every label drawn is recorded, and the count sums their copies.
 */
export function createQrCodesService(deps: { db: Db; units: ManufacturedUnits }) {
  const { db, units } = deps;

  const { modelOf, modelLabel, unitLabel } = createQrSubjects({ db, units });

  /**
   * Draws the label and records it with its audit entry in one transaction (issue 29: a label
   * printed is a write of the factory's, who and from where); a label that cannot be drawn writes
   * nothing.
   */
  async function draw(
    auth: RequestAuth,
    ip: string,
    source: 'create' | 'fetch',
    s: LabelSubject,
    p: Print,
  ): Promise<QrLabel> {
    const qrImage = renderQrStrip({ text: s.qrString, ...p }).toString('base64');
    const row = {
      source,
      category: s.category,
      brand: s.brand,
      country: s.country,
      modelId: s.modelId,
      productSerialNumber: s.productSerialNumber,
      copies: p.copies,
      dpi: Math.round(p.dpi),
    };
    await db.transaction(async (tx) => {
      const id = await insertQrLabel(tx, { tenantId: auth.tenantId, createdBy: auth.userName, ...row });
      await audit(tx, auth, { entity: 'qr_label', action: 'qrLabel.created', entityId: id, detail: row, ip });
    });
    const { country: _country, ...shown } = s;
    return { ...shown, qrCode: s.qrString, qrImage, dpi: p.dpi };
  }

  const printOf = (q: { dpi?: number; count?: number; horizontalSpacingInMM?: number }): Print => ({
    dpi: q.dpi ?? 0,
    copies: q.count ?? 0,
    horizontalSpacingMm: q.horizontalSpacingInMM ?? 0,
  });

  return {
    /** Create and Print: one serial number (or the model alone) per request. */
    async create(auth: RequestAuth, body: CreateQrBody, ip: string): Promise<QrLabel> {
      const error = firstQrError(
        qrCreateErrors(
          { ...body, copies: body.count, horizontalSpacingMm: body.horizontalSpacingInMM },
          { needsBrand: false },
        ),
      );
      if (error) throw badRequestFor(error);
      // The picker may hold several models: a serial's label is for the one the unit is of.
      const modelIds = splitModelIds(body.modelId);
      let subject: LabelSubject;
      if (body.productSerialNumber) {
        subject = await unitLabel(auth, body.productSerialNumber, modelIds);
        await modelOf(auth, { ...body, modelId: subject.modelId });
      } else {
        if (modelIds.length !== 1) throw badRequest('qrOneModelOnly');
        subject = await modelLabel(auth, body);
      }
      return draw(auth, ip, 'create', subject, printOf(body));
    },

    /** Fetch and Print: by PSN, or by model; the image (and its record) only with qrimage=true. */
    async fetch(auth: RequestAuth, q: FetchQrQuery, ip: string): Promise<QrLabel> {
      const by = q.modelId && !q.psn ? 'model' : 'psn';
      const fields = {
        ...q,
        productSerialNumber: q.psn,
        copies: q.count,
        horizontalSpacingMm: q.horizontalSpacingInMM,
      };
      const error = firstQrError(qrFetchErrors(fields, by));
      if (error) throw badRequestFor(error);
      const isMatter = q.isMatter === undefined ? undefined : q.isMatter === 'true';
      const subject =
        by === 'psn'
          ? await unitLabel(auth, q.psn ?? '')
          : await modelLabel(auth, { modelId: q.modelId, category: q.category, brand: q.brand, isMatter });
      if (q.qrimage !== 'true') {
        const { country: _country, ...shown } = subject;
        return { ...shown, qrCode: subject.qrString, qrImage: '', dpi: printOf(q).dpi };
      }
      return draw(auth, ip, 'fetch', subject, printOf(q));
    },

    async count(auth: RequestAuth, q: { startTs?: string; endTs?: string }) {
      const answer = qrCountRange(q);
      if ('error' in answer) throw badRequestFor(answer.error);
      return {
        count: await countQrCopies(db, auth, new Date(answer.range.fromMs), new Date(answer.range.toMs)),
      };
    },
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;

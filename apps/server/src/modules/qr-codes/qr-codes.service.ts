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
import { inScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { badRequest, badRequestFor, notFound } from '../../platform/http/errors';
import { findModel } from '../device-models';
import type { ManufacturedUnits } from '../manufactured-devices';
import { countQrCopies, insertQrLabel } from './qr-codes.queries';
import { renderQrStrip } from './qr-image';

const upper = (v: string | undefined) => (v ?? '').trim().toUpperCase();

/** What a label is of: the unit (by serial number) or the model alone. */
interface LabelSubject {
  modelId: string;
  modelNumber: string;
  category: string;
  brand: string;
  country: string | null;
  isMatter: boolean;
  productId: number | null;
  productSerialNumber: string | null;
  qrString: string;
  manualCode: string;
}

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

  /** The model, visible to the caller, of this category (and brand and Matter choice, when given). */
  async function modelOf(
    auth: RequestAuth,
    q: { modelId?: string; category?: string; brand?: string; isMatter?: boolean },
  ) {
    const model = await findModel(db, auth, 'modelId', (q.modelId ?? '').trim());
    const fits =
      model &&
      upper(model.category) === upper(q.category) &&
      (!q.brand?.trim() || upper(model.brand) === upper(q.brand));
    if (!model || !fits) throw notFound('qrModelNotFound');
    if (q.isMatter !== undefined && q.isMatter !== model.isMatterEnabled)
      throw badRequest('qrMatterMismatch');
    return model;
  }

  async function modelLabel(auth: RequestAuth, q: Parameters<typeof modelOf>[1]): Promise<LabelSubject> {
    const model = await modelOf(auth, q);
    const isMatter = model.isMatterEnabled ?? false;
    return {
      modelId: model.modelId,
      modelNumber: model.modelNumber,
      category: model.category,
      brand: model.brand,
      country: null,
      isMatter,
      productId: isMatter ? model.productId : null,
      productSerialNumber: null,
      qrString: model.modelId,
      manualCode: '',
    };
  }

  /**
   * The unit's label; a serial that is not a unit of one of `modelIds` (when given), or not the
   * caller's, is refused, never given an invented code.
   */
  async function unitLabel(auth: RequestAuth, serial: string, modelIds?: string[]): Promise<LabelSubject> {
    const unit = await units.find({ tenantId: auth.tenantId, serial });
    const ofModel = unit && (!modelIds || modelIds.includes(unit.modelId));
    if (!unit || !ofModel || !inScope(auth, unit.category, unit.brand, unit.country.toLowerCase()))
      throw notFound('qrUnitNotFound');
    const psn = unit.productSerialNumber ?? unit.serialNumber;
    const codes = unit.isMatter ? units.codesOf(unit) : null;
    if (unit.isMatter && !codes) throw badRequest('qrModelNotMatter');
    return {
      modelId: unit.modelId,
      modelNumber: unit.modelNumber,
      category: unit.category,
      brand: unit.brand,
      country: unit.country,
      isMatter: unit.isMatter,
      productId: unit.productId,
      productSerialNumber: psn,
      qrString: codes?.qrString ?? psn,
      manualCode: codes?.manualCode ?? '',
    };
  }

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

import type { RequestAuth } from '../../platform/auth/request-auth';
import { inScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/http/errors';
import { findModel } from '../device-models';
import type { ManufacturedUnits } from '../manufactured-devices';

const upper = (v: string | undefined) => (v ?? '').trim().toUpperCase();

/** What a label is of: the unit (by serial number) or the model alone. */
export interface LabelSubject {
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

export interface ModelQuery {
  modelId?: string;
  category?: string;
  brand?: string;
  isMatter?: boolean;
}

/**
 * The subjects of labels, as the caller may see them: a manufactured unit (its real `MT:` payload
 * and manual code for a Matter model, its PSN for any other) or a model (its Model ID). Shared by
 * the PNG labels and the ZPL prints, so both print the same codes.
 */
export function createQrSubjects(deps: { db: Db; units: ManufacturedUnits }) {
  const { db, units } = deps;

  /** The model, visible to the caller, of this category (and brand and Matter choice, when given). */
  async function modelOf(auth: RequestAuth, q: ModelQuery) {
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

  async function modelLabel(auth: RequestAuth, q: ModelQuery): Promise<LabelSubject> {
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

  return { modelOf, modelLabel, unitLabel };
}

export type QrSubjects = ReturnType<typeof createQrSubjects>;

import {
  canEditModel,
  type DeviceModel,
  metadataCategoryOf,
  modelErrors,
} from '@console/contracts/device-models';
import type { MessageCode } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { categoryInScope, permissionCountryInScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors';
import {
  findModel,
  findModelIds,
  insertModel,
  isModelKeyTaken,
  type ModelKey,
  updateModel,
} from './device-models.queries';
import { metadataOf } from './model-metadata';
import { type AddBody, type EditBody, editableColumns, newModelRow, toDeviceModel } from './model-rows';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const upper = (v: string) => v.trim().toUpperCase();

/**
 * Device models: lookups within the caller's tenant, categories and brands; adds and edits checked
 * by the section 5 rules of contracts (the same the form runs), then written with an audit entry.
 */
export function createDeviceModelsService(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? nowSeconds;

  /** The section 5 rules, then what only the server knows: metadata options and the caller's scope. */
  function check(auth: RequestAuth, mode: 'add' | 'edit', body: EditBody & Partial<AddBody>) {
    const meta = metadataOf(metadataCategoryOf(body.category), auth.scope.allowCompanyBrand);
    const ctx = {
      mode,
      tonnage: meta.tonnage.length > 0,
      capacity: meta.capacity.length > 0,
      switches: meta.deviceTypes.length > 0,
      now: now(),
    };
    const first = modelErrors(body, ctx)[0];
    if (first) throw badRequest(first[1]);
    if (!categoryInScope(auth, body.category)) throw forbidden();
    if (body.countries.some((c) => !permissionCountryInScope(auth, c))) throw badRequest('selectCountry');
    if (!meta.brands.some((b) => b.name === upper(body.brand))) throw badRequest('invalidBrandName');
    if (body.capacity && !meta.capacity.some((c) => c.name === body.capacity))
      throw badRequest('invalidCapacity');
    const known = new Set(meta.controlCapabilities.map((c) => c.capability));
    const capabilities = [...body.controlCapabilities, ...body.statusCapabilitiesV2];
    if (capabilities.some((c) => !known.has(c.capability))) throw badRequest();
    return ctx;
  }

  async function visible(auth: RequestAuth, key: ModelKey, value: string) {
    const row = await findModel(db, auth, key, value.trim());
    if (!row) throw notFound('modelNotFound');
    return row;
  }

  return {
    async find(auth: RequestAuth, key: ModelKey, value: string): Promise<DeviceModel> {
      return toDeviceModel(await visible(auth, key, value));
    },

    modelIds(auth: RequestAuth, category: string, brand: string, isMatterEnabled?: boolean) {
      return findModelIds(db, auth, { category: upper(category), brand: upper(brand), isMatterEnabled });
    },

    async modelNumbers(auth: RequestAuth, category: string, brand: string): Promise<string[]> {
      const rows = await findModelIds(db, auth, { category: upper(category), brand: upper(brand) });
      return rows.map((r) => r.modelNumber);
    },

    metadata(auth: RequestAuth, deviceCategory: string) {
      return metadataOf(metadataCategoryOf(deviceCategory), auth.scope.allowCompanyBrand);
    },

    /** Add: only in a category the product manager may edit (spec 001 section 6), as the form offers. */
    async add(auth: RequestAuth, body: AddBody, ip: string): Promise<DeviceModel> {
      const ctx = check(auth, 'add', body);
      if (!canEditModel(auth.principal, body.category)) throw forbidden();
      const row = await db.transaction(async (tx) => {
        const taken = async (key: ModelKey, code: MessageCode) => {
          if (await isModelKeyTaken(tx, auth.tenantId, key, body[key].trim())) throw new AppError(409, code);
        };
        await taken('modelId', 'modelIdTaken');
        await taken('modelNumber', 'modelNumberTaken');
        const inserted = await insertModel(tx, newModelRow(auth.tenantId, body, ctx.switches));
        if (!inserted) throw new AppError(409, 'modelIdTaken');
        await audit(tx, auth, {
          entity: 'device_model',
          action: 'deviceModel.add',
          entityId: inserted.modelId,
          ip,
        });
        return inserted;
      });
      return toDeviceModel(row);
    },

    /** Edit: category, model ID, model number, launch date and tonnage stay as they are. */
    async update(auth: RequestAuth, modelId: string, body: EditBody, ip: string): Promise<DeviceModel> {
      const existing = await visible(auth, 'modelId', modelId);
      if (!canEditModel(auth.principal, existing.category)) throw forbidden();
      if (upper(body.category) !== upper(existing.category)) throw badRequest('categoryLocked');
      const ctx = check(auth, 'edit', body);
      const changes = editableColumns(body, ctx.switches);
      const row = await db.transaction(async (tx) => {
        const updated = await updateModel(tx, existing.id, changes);
        const changed = Object.keys(changes).filter(
          (k) =>
            JSON.stringify(changes[k as keyof typeof changes]) !==
            JSON.stringify(existing[k as keyof typeof existing]),
        );
        await audit(tx, auth, {
          entity: 'device_model',
          action: 'deviceModel.update',
          entityId: existing.modelId,
          detail: { changed },
          ip,
        });
        return updated;
      });
      if (!row) throw notFound('modelNotFound');
      return toDeviceModel(row);
    },
  };
}

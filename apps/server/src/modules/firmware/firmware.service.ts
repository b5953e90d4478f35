import {
  compareFirmwareVersions,
  FIRMWARE_EXTENSIONS,
  type FirmwareDistribution,
  type FirmwareInfoRow,
  type FirmwareKind,
  type FirmwareStatisticsRow,
  firmwareUploadErrors,
} from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { inScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import type { FileStore } from '../../platform/files/file-store';
import { keepIfAccepted, type ReceivedUpload } from '../../platform/files/receive-upload';
import { AppError, badRequest, badRequestFor, forbidden, notFound } from '../../platform/http/errors';
import { emitWebhookEvent } from '../../platform/webhooks/outbox';
import { findTenantModel } from '../device-models';
import {
  type FirmwareScope,
  findFirmware,
  firmwareCounts,
  firmwareExists,
  firmwareInfoCounts,
  firmwareStatistics,
  fotaVersionsOfModel,
  insertFirmware,
} from './firmware.queries';
import { checkSignedImage, tenantSigningKeys } from './firmware-signing';
import { firmwareUploadLimits, splitFiles } from './firmware-upload';

/** Factory and FOTA firmware: upload, statistics, signed downloads, latest version (spec 001). */
export function createFirmwareService(
  db: Db,
  files: FileStore,
  options: { maxBytes: number; signingKeys: ReadonlyMap<string, readonly string[]> },
) {
  const signingKeys = (tenantId: string) => tenantSigningKeys(db, options.signingKeys, tenantId);

  return {
    /** The PEM public keys the tenant's firmware is signed with (devices verify against them). */
    signingKeys,

    /** What the route stores an upload under before handing it here. */
    uploadLimits: firmwareUploadLimits(options.maxBytes),

    /** An image and its signature, stored by the route; refused, its files are removed again. */
    upload(auth: RequestAuth, upload: ReceivedUpload, ip: string) {
      return keepIfAccepted(files, upload, async () => {
        const f = upload.fields;
        const kind: FirmwareKind =
          f.modelNumber !== undefined || f.isMandatoryVersion !== undefined ? 'fota' : 'factory';
        const { image, signature } = splitFiles(upload, FIRMWARE_EXTENSIONS[kind].signature);
        const errors = firmwareUploadErrors({
          kind,
          ...f,
          imageName: image?.name,
          signatureName: signature?.name,
        });
        const first = Object.values(errors)[0];
        if (first) throw badRequestFor(first);
        // The rules above refuse a missing image or signature by name; these narrow the types.
        if (!image || !signature) throw badRequest('firmwareFilesMissing');

        const model =
          kind === 'fota' ? await findTenantModel(db, auth.tenantId, f.modelNumber ?? '') : undefined;
        if (kind === 'fota' && !model) throw badRequest('firmwareModelUnknown');
        const category = model?.category ?? f.category ?? '';
        const brand = model?.brand ?? f.brand ?? '';
        if (!inScope(auth, category, brand)) throw forbidden();

        await checkSignedImage(files, image, signature, await signingKeys(auth.tenantId));

        const row = {
          tenantId: auth.tenantId,
          kind,
          category,
          brand,
          modelNumber: kind === 'fota' ? (f.modelNumber ?? null) : null,
          chipType: f.chipType || model?.chipType || 'ESPWIFI',
          firmwareVersion: f.firmwareVersion ?? '',
          isMandatory: f.isMandatoryVersion === 'true',
          imageKey: image.key,
          imageName: image.name,
          imageSha256: image.sha256,
          imageSize: image.size,
          signatureKey: signature.key,
          signatureName: signature.name,
          uploadedBy: auth.userName,
        };
        if (await firmwareExists(db, row)) throw new AppError(409, 'firmwareExists');
        const saved = await insertFirmware(db, row);
        await audit(db, auth, {
          action: `firmware.${kind}.uploaded`,
          entity: 'firmware',
          entityId: saved.id,
          ip,
          detail: {
            version: row.firmwareVersion,
            category,
            brand,
            modelNumber: row.modelNumber,
            sha256: image.sha256,
          },
        });
        // Webhooks (issue 33): told right after the upload and its audit entry are stored.
        await emitWebhookEvent(db, auth.tenantId, 'firmware.uploaded', {
          firmwareId: saved.id,
          kind,
          version: row.firmwareVersion,
          category,
          brand,
          modelNumber: row.modelNumber,
          sha256: image.sha256,
          size: image.size,
          uploadedBy: auth.userName,
        });
        return [
          { status: 'CREATED', message: kind === 'fota' ? messages.fotaUploaded : messages.factoryUploaded },
        ];
      });
    },

    async statistics(
      auth: RequestAuth,
      kind: FirmwareKind,
      s: FirmwareScope,
    ): Promise<FirmwareStatisticsRow[]> {
      if (!inScope(auth, s.category, s.brand)) return [];
      const rows = await firmwareStatistics(db, auth.tenantId, kind, s);
      return rows.map(({ row, deviceCount }) => ({
        firmwareVersion: row.firmwareVersion,
        deviceCount,
        firmwareImage: row.imageName,
        firmwareSign: row.signatureName,
        modelNumber: row.modelNumber,
        chipType: row.chipType,
        isMandatoryVersion: row.isMandatory,
        uploadedAt: Math.floor(row.createdAt.getTime() / 1000),
      }));
    },

    /** Signed links to the image and signature of one version; `origin` makes them absolute. */
    async download(
      auth: RequestAuth,
      kind: FirmwareKind,
      s: FirmwareScope,
      version: string,
      origin: string,
      ip: string,
    ) {
      const row = inScope(auth, s.category, s.brand)
        ? await findFirmware(db, auth.tenantId, kind, s, version)
        : undefined;
      if (!row?.imageKey || !row.imageName) throw notFound();
      await audit(db, auth, {
        action: `firmware.${kind}.downloaded`,
        entity: 'firmware',
        entityId: row.id,
        ip,
      });
      return {
        url: await files.downloadUrl(row.imageKey, row.imageName, { origin }),
        signatureUrl:
          row.signatureKey && row.signatureName
            ? await files.downloadUrl(row.signatureKey, row.signatureName, { origin })
            : null,
      };
    },

    /** The highest FOTA version uploaded for a model (version order, not upload order). */
    async latest(auth: RequestAuth, modelNumber: string) {
      const model = await findTenantModel(db, auth.tenantId, modelNumber);
      if (!model || !inScope(auth, model.category, model.brand))
        return { modelNumber, firmwareVersion: null };
      const versions = (await fotaVersionsOfModel(db, auth.tenantId, modelNumber)).map(
        (v) => v.firmwareVersion,
      );
      versions.sort(compareFirmwareVersions);
      return { modelNumber, firmwareVersion: versions.at(-1) ?? null };
    },

    /** The firmware info report: each allowed category's versions with their share of it. */
    async infoReport(auth: RequestAuth): Promise<FirmwareInfoRow[]> {
      const rows = await firmwareInfoCounts(db, auth);
      const totals = new Map<string, number>();
      for (const r of rows) totals.set(r.category, (totals.get(r.category) ?? 0) + r.count);
      return rows
        .map((r) => ({
          ...r,
          percentage: Math.round((r.count / (totals.get(r.category) ?? 1)) * 10_000) / 100,
        }))
        .sort(
          (a, b) =>
            a.category.localeCompare(b.category) ||
            b.count - a.count ||
            compareFirmwareVersions(b.firmwareVersion, a.firmwareVersion),
        );
    },

    /** Devices per firmware version for one category and brand (Firmware Distribution tab). */
    async distribution(auth: RequestAuth, s: FirmwareScope): Promise<FirmwareDistribution> {
      const rows = inScope(auth, s.category, s.brand) ? await firmwareCounts(db, auth.tenantId, s) : [];
      const totalDevices = rows.reduce((sum, r) => sum + r.count, 0);
      return {
        totalDevices,
        totalOnboardedDevices: rows.reduce((sum, r) => sum + r.onboardedCount, 0),
        totalFirmwareVersions: rows.length,
        firmwareDistribution: rows
          .map((r) => ({ ...r, percentage: Math.round((r.count / totalDevices) * 10_000) / 100 }))
          .sort((a, b) => b.count - a.count || compareFirmwareVersions(b.firmwareVersion, a.firmwareVersion)),
      };
    },
  };
}

export type FirmwareService = ReturnType<typeof createFirmwareService>;

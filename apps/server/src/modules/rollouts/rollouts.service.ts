import { randomUUID } from 'node:crypto';
import { compareFirmwareVersions } from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { devicesForPercentage, UpgradeBody, type UpgradeDeviceBody } from '@console/contracts/rollouts';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { inScope } from '../../platform/auth/scope';
import { badRequest, forbidden } from '../../platform/http/errors';
import { findTenantModel } from '../device-models';
import { findFotaImage, fotaVersionsOfModel } from '../firmware';
import { batchList } from './batch-list';
import { triggerDevice } from './device-trigger';
import { fotaCommand, LINK_TTL_SECONDS } from './fota-command';
import type { RolloutCaller, RolloutDeps } from './rollout-caller';
import { countUpgradable, insertBatch, pickUpgradable } from './rollouts.queries';

export type { RolloutCaller } from './rollout-caller';

/** FOTA rollouts (spec 001 FOTA batches and triggers): count, trigger, list, delete, report. */
export function createRolloutsService(deps: RolloutDeps) {
  const { db } = deps;

  /** The model, when it exists in the tenant and the caller may see its category and brand. */
  async function modelInScope(caller: RolloutCaller, modelNumber: string) {
    const model = await findTenantModel(db, caller.tenantId, modelNumber);
    if (!model) return undefined;
    return inScope(caller, model.category, model.brand) ? model : null;
  }

  async function latestVersion(tenantId: string, modelNumber: string): Promise<string | null> {
    const versions = (await fotaVersionsOfModel(db, tenantId, modelNumber)).map((v) => v.firmwareVersion);
    return versions.sort(compareFirmwareVersions).at(-1) ?? null;
  }

  return {
    /** Upgradable devices of a model (older than its latest FOTA version) and that version. */
    async upgradeCount(caller: RolloutCaller, modelNumber: string) {
      const model = await modelInScope(caller, modelNumber);
      const version = model ? await latestVersion(caller.tenantId, modelNumber) : null;
      if (!version) return { deviceCount: 0, firmwareVersion: version };
      return {
        deviceCount: await countUpgradable(db, caller, modelNumber, version),
        firmwareVersion: version,
      };
    },

    /**
     * Sends `percentage` of a model's upgradable devices (devicesForPercentage: rounded up, by
     * device id) one FOTA command each, as one batch. Resolves once the batch and its commands are
     * stored; publishing goes on in the background and the batch counters show its progress.
     * Stable for other modules (scheduled FOTA jobs call it): input as the trigger body; `ip` is the
     * caller's address, null when a scheduled job fires it.
     */
    async upgrade(caller: RolloutCaller, input: UpgradeBody, ip: string | null) {
      const body = UpgradeBody.parse(input);
      const model = await modelInScope(caller, body.modelNumber);
      if (model === undefined) throw badRequest('firmwareModelUnknown');
      if (model === null) throw forbidden();
      const version = body.firmwareVersion ?? (await latestVersion(caller.tenantId, body.modelNumber));
      const image = version ? await findFotaImage(db, caller.tenantId, body.modelNumber, version) : undefined;
      if (!version) throw badRequest('noFotaFirmware');
      const command = await fotaCommand(deps.files, image, {
        origin: deps.deviceOrigin,
        priority: body.priority,
        linkTtlSeconds: deps.commands.linkTtlSeconds(LINK_TTL_SECONDS),
      });

      const total = await countUpgradable(db, caller, body.modelNumber, version);
      const chosen = await pickUpgradable(
        db,
        caller,
        body.modelNumber,
        version,
        devicesForPercentage(total, body.percentage),
      );
      const batchId = chosen.length > 0 ? randomUUID() : null;
      if (batchId) {
        const batch = {
          batchId,
          tenantId: caller.tenantId,
          category: model.category,
          brand: model.brand,
          modelNumber: body.modelNumber,
          firmwareVersion: version,
          percentage: body.percentage,
          priority: body.priority,
          createdBy: caller.userName,
        };
        await deps.commands.send(
          chosen.map((d) => ({
            tenantId: caller.tenantId,
            deviceId: d.deviceId,
            batchId,
            targetVersion: version,
            command,
          })),
          { alsoStore: (tx) => insertBatch(tx, batch) },
        );
      }
      await audit(db, caller, {
        action: 'fota.batch.triggered',
        entity: 'fotaBatch',
        entityId: batchId,
        ip,
        detail: {
          modelNumber: body.modelNumber,
          version,
          percentage: body.percentage,
          priority: body.priority,
          devices: chosen.length,
        },
      });
      return { message: messages.triggerSent, batchId, deviceCount: chosen.length, firmwareVersion: version };
    },

    /** Device Info's Send FOTA Trigger (one device, no batch). */
    triggerDevice: (auth: RequestAuth, body: z.output<typeof UpgradeDeviceBody>, ip: string) =>
      triggerDevice(deps, auth, body, ip),

    ...batchList(deps),
  };
}

export type RolloutsService = ReturnType<typeof createRolloutsService>;

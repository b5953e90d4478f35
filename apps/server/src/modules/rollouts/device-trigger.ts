import { compareFirmwareVersions } from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { DEFAULT_PRIORITY, type UpgradeDeviceBody } from '@console/contracts/rollouts';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { badRequest } from '../../platform/http/errors';
import { deviceInScope } from '../devices';
import { findFotaImage } from '../firmware';
import { fotaCommand, LINK_TTL_SECONDS } from './fota-command';
import type { RolloutDeps } from './rollout-caller';

/**
 * Device Info's Send FOTA Trigger: one FOTA command to one device in the caller's scope, for a
 * version newer than the one it runs (the same command path as a batch, with no batch id).
 */
export async function triggerDevice(
  deps: RolloutDeps,
  auth: RequestAuth,
  body: z.output<typeof UpgradeDeviceBody>,
  ip: string,
) {
  const device = await deviceInScope(deps.db, auth, body.deviceId);
  const version = body.latestFirmwareVersion;
  if (compareFirmwareVersions(version, device.firmwareVersion) <= 0) throw badRequest('firmwareNotNewer');
  const image = await findFotaImage(deps.db, auth.tenantId, device.modelNumber, version);
  const command = await fotaCommand(deps.files, image, {
    origin: deps.deviceOrigin,
    priority: DEFAULT_PRIORITY,
    linkTtlSeconds: deps.commands.linkTtlSeconds(LINK_TTL_SECONDS),
  });
  const { commandIds } = await deps.commands.send([
    {
      tenantId: auth.tenantId,
      deviceId: device.deviceId,
      targetVersion: version,
      command,
    },
  ]);
  await audit(deps.db, auth, {
    action: 'fota.device.triggered',
    entity: 'device',
    entityId: device.deviceId,
    ip,
    detail: { from: device.firmwareVersion, to: version, commandId: commandIds[0] },
  });
  return { message: messages.triggerSent, commandId: commandIds[0] ?? '' };
}

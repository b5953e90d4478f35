import { messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import type { FileStore } from '../../platform/files/file-store';
import { notFound, unavailable } from '../../platform/http/errors';
import { findTenantModel } from '../device-models';
import { findDevice } from '../devices';
import type { CommandChannel } from '../telemetry';
import { findConfigsOfModels } from './idu-config.queries';

/**
 * Push Device IDU Config: the config of the device's model goes to the device as an `iduConfig`
 * MQTT command with a signed, expiring absolute link. The command channel stores it in
 * device_commands, where the device's answers (accepted, success, failure) land.
 */
export function createIduConfigPush(deps: {
  db: Db;
  files: FileStore;
  commands: CommandChannel;
  /** How long config links last; never less than the command (CommandChannel.linkTtlSeconds). */
  linkTtlSeconds: number;
  /** Where devices download the config from (config.deviceOrigin, never a request header). */
  deviceOrigin: string;
}) {
  const { db } = deps;
  return {
    async trigger(auth: RequestAuth, deviceId: string, ip: string) {
      const device = await findDevice(db, auth, 'deviceId', deviceId.trim());
      if (!device) throw notFound('invalidDeviceId');
      const model = await findTenantModel(db, auth.tenantId, device.modelNumber);
      const [config] = model ? await findConfigsOfModels(db, auth.tenantId, [model.modelId]) : [];
      if (!config) throw notFound('iduConfigNoneForDevice');

      const { commandIds, published } = await deps.commands.send([
        {
          tenantId: auth.tenantId,
          deviceId: device.deviceId,
          targetVersion: config.configVersion,
          command: {
            type: 'iduConfig',
            url: await deps.files.downloadUrl(config.fileKey, config.fileName, {
              origin: deps.deviceOrigin,
              ttlSeconds: deps.commands.linkTtlSeconds(deps.linkTtlSeconds),
            }),
            sha256: config.sha256,
            configVersion: config.configVersion,
            configId: config.configId,
          },
        },
      ]);
      const commandId = commandIds[0] ?? '';
      // The command is stored either way (device_commands); the caller learns whether it left.
      if ((await published).failed > 0) throw unavailable('deviceCommandsUnavailable');
      await audit(db, auth, {
        action: 'iduConfig.pushed',
        entity: 'device',
        entityId: device.deviceId,
        ip,
        detail: { configId: config.configId, version: config.configVersion, commandId },
      });
      return {
        message: messages.iduConfigSent,
        commandId,
        configId: config.configId,
        iduConfigVersion: config.configVersion,
      };
    },
  };
}

export type IduConfigPush = ReturnType<typeof createIduConfigPush>;

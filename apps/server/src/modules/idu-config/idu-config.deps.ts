import type { PlatformContext } from '../../platform/context';
import type { CommandChannel } from '../telemetry';
import { createIduConfigService } from './idu-config.service';
import { createIduConfigPush } from './idu-config-push';

/** What the IDU configuration area takes from the composition root: the device command channel. */
export type IduConfigContext = Pick<PlatformContext, 'config' | 'db' | 'files' | 'guard'> & {
  commands: CommandChannel;
};

/** The IDU configuration area's own services (made once per app). */
export function createIduConfigServices({ config, db, files, commands }: IduConfigContext) {
  return {
    iduConfig: createIduConfigService({ db, files, maxBytes: config.IDU_CONFIG_MAX_KB * 1024 }),
    iduConfigPush: createIduConfigPush({
      db,
      files,
      commands,
      linkTtlSeconds: config.DEVICE_LINK_TTL_MINUTES * 60,
      deviceOrigin: config.deviceOrigin,
    }),
  };
}

export type IduConfigDeps = IduConfigContext & ReturnType<typeof createIduConfigServices>;

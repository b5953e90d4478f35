import type { PlatformContext } from '../../platform/context';
import { createFirmwareService } from './firmware.service';

/** What the firmware area takes from the composition root. */
export type FirmwareContext = Pick<PlatformContext, 'config' | 'db' | 'files' | 'guard'>;

/** The firmware area's own services (made once per app). */
export function createFirmwareServices({ config, db, files }: FirmwareContext) {
  return {
    firmware: createFirmwareService(db, files, {
      maxBytes: config.FIRMWARE_MAX_MB * 1024 * 1024,
      signingKeys: config.firmwareSigningKeys,
    }),
  };
}

export type FirmwareDeps = FirmwareContext & ReturnType<typeof createFirmwareServices>;

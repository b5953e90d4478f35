import { defineModule } from '../../platform/module';
import { createFirmwareServices, type FirmwareContext } from './firmware.deps';
import { firmwareRoutes } from './firmware.routes';

/** Firmware images: upload, signatures, counts. */
export const firmwareModule = defineModule({
  name: 'firmware',
  services: (ctx: FirmwareContext) => createFirmwareServices(ctx),
  routes: firmwareRoutes,
});

export { findFotaImage, fotaVersionsOfModel } from './firmware.queries';
export { tenantSigningKeys } from './firmware-signing';

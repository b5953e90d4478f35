import type { AreaModule } from '../context';
import { firmwareRoutes } from './firmware.routes';

/** Firmware images: upload, signatures, counts. */
export const firmwareModule: AreaModule = { name: 'firmware', routes: firmwareRoutes };

export { findFotaImage, fotaVersionsOfModel } from './firmware.queries';
export { createFirmwareService, type FirmwareService } from './firmware.service';

import type { AreaModule } from '../context';
import { deviceModelRoutes } from './device-models.routes';

/** Device models and their metadata. */
export const deviceModelsModule: AreaModule = { name: 'device-models', routes: deviceModelRoutes };

export { findModel, type ModelRow } from './device-models.queries';
export { TEMPERATURE_RANGE } from './model-metadata';

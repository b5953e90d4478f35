import { defineModule } from '../../platform/module';
import { deviceModelRoutes } from './device-models.routes';

/** Device models and their metadata. */
export const deviceModelsModule = defineModule({ name: 'device-models', routes: deviceModelRoutes });

export {
  existingModelIds,
  findModel,
  findTenantModel,
  type ModelRow,
  modelNumbersOf,
} from './device-models.queries';
export { TEMPERATURE_RANGE } from './model-metadata';

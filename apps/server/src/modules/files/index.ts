import { defineModule } from '../../platform/module';
import { fileRoutes } from './files.routes';

/** Downloads of stored files by signed link. */
export const filesModule = defineModule({ name: 'files', routes: fileRoutes });

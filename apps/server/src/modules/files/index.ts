import type { AreaModule } from '../context';
import { fileRoutes } from './files.routes';

/** Downloads of stored files by signed link. */
export const filesModule: AreaModule = { name: 'files', routes: fileRoutes };

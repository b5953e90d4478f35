import type { AreaModule } from '../context';
import { homeRoutes } from './homes.routes';

/** End users' homes. */
export const homesModule: AreaModule = { name: 'homes', routes: homeRoutes };

export { findMemberDevice } from './homes.queries';

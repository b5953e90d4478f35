import { defineModule } from '../../platform/module';
import { homeRoutes } from './homes.routes';

/** End users' homes. */
export const homesModule = defineModule({ name: 'homes', routes: homeRoutes });

export { findHomeKeys, findMemberDevice } from './homes.queries';

import type { AreaModule } from '../context';
import { userRoutes } from './users.routes';

/** Staff and end-user accounts. */
export const usersModule: AreaModule = { name: 'users', routes: userRoutes };

export { findEndUserMobile, findEndUsers } from './users.queries';

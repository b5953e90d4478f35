import { defineModule } from '../../platform/module';
import { userRoutes } from './users.routes';

/** Staff and end-user accounts. */
export const usersModule = defineModule({ name: 'users', routes: userRoutes });

export { findEndUserMobile, findEndUsers } from './users.queries';

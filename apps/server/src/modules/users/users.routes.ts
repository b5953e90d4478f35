import { searchUsers, updateUserEmail } from '@console/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createUsersService } from './users.service';

export const userRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const userService = createUsersService(deps.db);

    app.post(
      searchUsers.path,
      routeOptions(searchUsers, { tags: ['users'], preValidation: deps.guard('userSearch') }),
      (request) => userService.search(authOf(request), request.body),
    );

    app.post(
      updateUserEmail.path,
      routeOptions(updateUserEmail, { tags: ['users'], preValidation: deps.guard('editUserEmail') }),
      (request) => userService.updateEmail(authOf(request), request.body, request.ip),
    );
  };

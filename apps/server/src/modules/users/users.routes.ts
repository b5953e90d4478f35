import { searchUsers, updateUserEmail } from '@console/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/http/errors';
import { findEndUsers } from './users.queries';
import { createUsersService } from './users.service';

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const userService = createUsersService(deps.db);

    app.post(
      searchUsers.path,
      {
        schema: { tags: ['users'], body: searchUsers.body, response: { 200: searchUsers.response } },
        preValidation: deps.guard('userSearch'),
      },
      async (request) => {
        const users = await findEndUsers(deps.db, authOf(request), request.body);
        if (users.length === 0) throw notFound('userNotFound');
        return { users };
      },
    );

    app.post(
      updateUserEmail.path,
      {
        schema: { tags: ['users'], body: updateUserEmail.body, response: { 200: updateUserEmail.response } },
        preValidation: deps.guard('editUserEmail'),
      },
      (request) => userService.updateEmail(authOf(request), request.body, request.ip),
    );
  };

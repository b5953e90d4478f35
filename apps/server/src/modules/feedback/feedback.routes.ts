import {
  createFeedback,
  downloadFeedback,
  reopenFeedback,
  searchFeedback,
  updateFeedback,
} from '@console/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUserOf, createAppGuard } from '../../platform/auth/app-sessions';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { cachedAnswer } from '../../platform/http/cached-answer';
import { routeOptions } from '../../platform/http/route-options';
import { feedbackPageTables } from './feedback.queries';
import { createFeedbackService } from './feedback.service';

/*
 * The Feedback screen's calls need its rule (level above 3, spec 002 section 6). The app's call
 * takes an app session instead: a staff session cannot file a ticket as a customer.
 */
const tags = ['feedback'];

export const feedbackRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const feedback = createFeedbackService(deps);
    const preValidation = deps.guard('feedback');

    app.get(searchFeedback.path, routeOptions(searchFeedback, { tags, preValidation }), (request, reply) =>
      cachedAnswer(deps.db, request, reply, { tables: feedbackPageTables }, () =>
        feedback.search(authOf(request), request.query),
      ),
    );

    app.get(
      downloadFeedback.path,
      routeOptions(downloadFeedback, { tags, preValidation }),
      async (request, reply) => {
        const file = await feedback.download(authOf(request), request.query, request.ip);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );

    app.put(updateFeedback.path, routeOptions(updateFeedback, { tags, preValidation }), (request) =>
      feedback.update(authOf(request), request.params.id, request.body, request.ip),
    );

    // Reopening undoes a close: whoever may close a ticket (the same rule) may reopen it.
    app.post(reopenFeedback.path, routeOptions(reopenFeedback, { tags, preValidation }), (request) =>
      feedback.reopen(authOf(request), request.params.id, request.ip),
    );

    app.post(
      createFeedback.path,
      routeOptions(createFeedback, { tags, preValidation: createAppGuard(deps.db) }),
      (request) => feedback.create(appUserOf(request), request.body, request.ip),
    );
  };

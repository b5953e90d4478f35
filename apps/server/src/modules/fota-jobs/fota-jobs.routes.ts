import { addJob, deleteJob, getAllJobs, modifyJob } from '@console/contracts/fota-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { routeOptions } from '../../platform/http/route-options';
import type { FotaJobsDeps } from './fota-jobs.deps';

/** Manage MQTT FOTA jobs (spec 001 section 7): level above 4 (rule fotaJobs), the caller's tenant. */
export const fotaJobRoutes =
  (deps: FotaJobsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = deps.guard('fotaJobs');
    const tags = ['fota-jobs'];

    app.post(addJob.path, routeOptions(addJob, { tags, preValidation }), async (request) =>
      deps.fotaJobs.add(authOf(request), request.body, request.ip),
    );
    app.put(modifyJob.path, routeOptions(modifyJob, { tags, preValidation }), async (request) =>
      deps.fotaJobs.modify(authOf(request), request.query.jobId, request.body, request.ip),
    );
    app.get(getAllJobs.path, routeOptions(getAllJobs, { tags, preValidation }), async (request) =>
      deps.fotaJobs.list(authOf(request)),
    );
    app.delete(deleteJob.path, routeOptions(deleteJob, { tags, preValidation }), async (request) =>
      deps.fotaJobs.remove(authOf(request), request.query.jobId, request.ip),
    );
  };

import { defineModule } from '../../platform/module';
import { createFotaJobsServices, type FotaJobsContext } from './fota-jobs.deps';
import { fotaJobRoutes } from './fota-jobs.routes';

/** Scheduled MQTT FOTA jobs; its workers keep this server's pg-boss workers in step with the table. */
export const fotaJobsModule = defineModule({
  name: 'fota-jobs',
  services: (ctx: FotaJobsContext) => createFotaJobsServices(ctx),
  routes: fotaJobRoutes,
  workers: (deps) => ({
    async start() {
      await deps.fotaJobs.startWorkers();
    },
    async stop() {
      deps.fotaJobs.stopWorkers();
    },
  }),
});

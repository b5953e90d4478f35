import type { AreaModule } from '../context';
import { fotaJobRoutes } from './fota-jobs.routes';

export { createFotaJobsService, type FotaJobsService } from './fota-jobs.service';

/** Scheduled MQTT FOTA jobs; its workers keep this server's pg-boss workers in step with the table. */
export const fotaJobsModule: AreaModule = {
  name: 'fota-jobs',
  routes: fotaJobRoutes,
  workers: (ctx) => ({
    async start() {
      await ctx.fotaJobs.startWorkers();
    },
    async stop() {
      ctx.fotaJobs.stopWorkers();
    },
  }),
};

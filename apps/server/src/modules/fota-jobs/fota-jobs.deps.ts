import type { PlatformContext } from '../../platform/context';
import type { RolloutsService } from '../rollouts';
import { createFotaJobsService } from './fota-jobs.service';

/** What the FOTA jobs area takes from the composition root: the rollouts its jobs fire. */
export type FotaJobsContext = Pick<PlatformContext, 'db' | 'guard' | 'jobs'> & { rollouts: RolloutsService };

/** The FOTA jobs area's own services, shared by its routes and workers (made once per app). */
export function createFotaJobsServices({ db, jobs, rollouts }: FotaJobsContext) {
  return { fotaJobs: createFotaJobsService({ db, jobs, rollouts }) };
}

export type FotaJobsDeps = FotaJobsContext & ReturnType<typeof createFotaJobsServices>;

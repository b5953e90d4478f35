import { getAllJobs } from '@console/contracts/fota-jobs';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { fotaJobKeys } from './keys';

/** Every scheduled FOTA job of the tenant. */
export const fotaJobsQuery = () =>
  queryOptions({ queryKey: fotaJobKeys.all, queryFn: ({ signal }) => apiCall(getAllJobs, { signal }) });

import { getDacCount } from '@console/contracts/insights';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { insightsKeys } from './keys';

/** DAC certificates issued from `startTs` to `endTs` (DD-MM-YYYY, spec 002 section 7). */
export const dacCountQuery = (startTs: string, endTs: string) =>
  queryOptions({
    queryKey: insightsKeys.dacCount(startTs, endTs),
    queryFn: ({ signal }) => apiCall(getDacCount, { query: { startTs, endTs }, signal }),
    retry: false,
  });

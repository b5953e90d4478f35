import { getHome } from '@console/contracts/homes';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { userKeys } from './keys';

/** One home with its spaces and devices, for the home report (spec 000 section 7). */
export const homeQuery = (homeId: string) =>
  queryOptions({
    queryKey: userKeys.home(homeId),
    queryFn: ({ signal }) => apiCall(getHome, { params: { homeId }, signal }),
  });

import { getHome, homeLabel } from '@console/contracts/homes';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { timelineKeys } from './keys';

/** A home's name (its id when unnamed), for the home timeline's title. */
export const homeNameQuery = (homeId: string) =>
  queryOptions({
    queryKey: [...timelineKeys.all, 'home-name', homeId] as const,
    queryFn: async ({ signal }) => homeLabel(await apiCall(getHome, { params: { homeId }, signal })),
    retry: false,
    staleTime: 60_000,
  });

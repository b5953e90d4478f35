import { getDeviceDealer } from '@console/contracts/dealers';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { dealerKeys } from './keys';

/** The dealer of a device's product serial (spec 000 section 7). */
export const deviceDealerQuery = (id: string) =>
  queryOptions({
    queryKey: dealerKeys.ofDevice(id),
    queryFn: ({ signal }) => apiCall(getDeviceDealer, { params: { id }, signal }),
    retry: false,
  });

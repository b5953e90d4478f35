import { LIST_FETCH_SIZE } from '@console/contracts/constants';
import { getDealer, getDealerBySerial, listDealers } from '@console/contracts/dealers';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { dealerKeys } from './keys';

/** One dealer by its id, or by a product serial number it sold. */
export const dealerLookupQuery = (by: 'dealerId' | 'productSerialNumber', value: string) =>
  queryOptions({
    queryKey: dealerKeys.lookup(by, value),
    queryFn: ({ signal }) =>
      by === 'dealerId'
        ? apiCall(getDealer, { query: { id: value }, signal })
        : apiCall(getDealerBySerial, { query: { productSerialNumber: value }, signal }),
    retry: false,
  });

/** One server page (100 dealers) of a country, by id. */
export const fetchDealerPage = (country: string, page: number, signal: AbortSignal) =>
  apiCall(listDealers, { query: { country, page, size: LIST_FETCH_SIZE }, signal });

import { getApplianceData, getWarrantyToken } from '@console/contracts/warranty';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { userKeys } from './keys';

/** A warranty token for the customer's mobile, then their registered products (spec 000 section 7). */
export const applianceDataQuery = (mobile: string) =>
  queryOptions({
    queryKey: userKeys.appliances(mobile),
    queryFn: async ({ signal }) => {
      const { token } = await apiCall(getWarrantyToken, { body: { mobile }, signal });
      const data = await apiCall(getApplianceData, { body: { token }, signal });
      return { token, products: data.customer_products };
    },
    // The token lives 15 minutes on the server; fetch a new one well before.
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });

/** The registered products of the customer a token was issued for (a device's warranty token). */
export const appliancesOfTokenQuery = (token: string) =>
  queryOptions({
    queryKey: userKeys.appliancesOfToken(token),
    queryFn: async ({ signal }) => {
      const data = await apiCall(getApplianceData, { body: { token }, signal });
      return { token, products: data.customer_products };
    },
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });

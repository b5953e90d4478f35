import { getProductDetail } from '@console/contracts/warranty';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { userKeys } from './keys';

/** One product's warranties and service requests (spec 000 section 7). */
export const productDetailQuery = (token: string, productId: string) =>
  queryOptions({
    queryKey: userKeys.product(token, productId),
    queryFn: ({ signal }) =>
      apiCall(getProductDetail, { query: { product_id: productId }, body: { token }, signal }),
  });

import {
  createDealer,
  DEALER_MAPPING_FIELD,
  type DealerBody,
  deleteDealer,
  updateDealer,
  uploadDealerMapping,
} from '@console/contracts/dealers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { apiUpload } from '@/shared/api/api-upload';
import { dealerKeys } from './keys';

/**
 * Create, edit and delete a dealer, and the PSN mapping upload. Every dealer query is read again
 * after any of them; after a delete the old dealer is dropped at once rather than shown until then.
 */
export function useDealerChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: dealerKeys.all });
  return {
    create: useMutation({ mutationFn: (body: DealerBody) => apiCall(createDealer, { body }), onSuccess }),
    update: useMutation({
      mutationFn: (input: { id: string; body: DealerBody }) =>
        apiCall(updateDealer, { query: { id: input.id }, body: input.body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiCall(deleteDealer, { query: { id } }),
      onSuccess: () => client.resetQueries({ queryKey: dealerKeys.all }),
    }),
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append(DEALER_MAPPING_FIELD, file, file.name);
        return apiUpload(uploadDealerMapping, { form });
      },
      onSuccess,
    }),
  };
}

import { deleteBatch } from '@console/contracts/rollouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { batchKeys } from './keys';

/** Deletes a batch; the list reloads on success (spec 001 section 4). */
export function useDeleteBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => apiCall(deleteBatch, { query: { batchId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

import { deleteSegment } from '@console/contracts/segments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { segmentKeys } from './keys';

/** Deletes one of the caller's segments; the lists read again and its own answer is dropped. */
export function useDeleteSegment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (segmentId: string) => apiCall(deleteSegment, { params: { segmentId } }),
    onSuccess: (_, segmentId) => {
      client.removeQueries({ queryKey: segmentKeys.one(segmentId) });
      return client.invalidateQueries({ queryKey: segmentKeys.lists() });
    },
  });
}

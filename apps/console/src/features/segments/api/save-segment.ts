import { createSegment, type SegmentBody, updateSegment } from '@console/contracts/segments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { segmentKeys } from './keys';

/** Saves a new segment (no `segmentId`) or changes one of the caller's; the lists read it again. */
export function useSaveSegment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ segmentId, body }: { segmentId?: string; body: SegmentBody }) =>
      segmentId ? apiCall(updateSegment, { params: { segmentId }, body }) : apiCall(createSegment, { body }),
    onSuccess: (saved) => {
      client.setQueryData(segmentKeys.one(saved.segmentId), saved);
      return client.invalidateQueries({ queryKey: segmentKeys.lists() });
    },
  });
}

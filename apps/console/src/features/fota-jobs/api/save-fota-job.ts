import { addJob, type FotaJobBody, modifyJob } from '@console/contracts/fota-jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { fotaJobKeys } from './keys';

/** Add (no jobId) or modify a job; the list reloads on success. */
export function useSaveFotaJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId?: string; body: FotaJobBody }) =>
      jobId ? apiCall(modifyJob, { query: { jobId }, body }) : apiCall(addJob, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: fotaJobKeys.all }),
  });
}

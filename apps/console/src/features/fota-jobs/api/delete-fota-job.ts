import { deleteJob } from '@console/contracts/fota-jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { fotaJobKeys } from './keys';

export function useDeleteFotaJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiCall(deleteJob, { query: { jobId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: fotaJobKeys.all }),
  });
}

import { type CreateRolloutBody, createRollout } from '@console/contracts/rollouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { rolloutKeys } from './keys';

/** Creates a rollout; the lists reload on success. */
export function useCreateRollout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRolloutBody) => apiCall(createRollout, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rolloutKeys.all }),
  });
}

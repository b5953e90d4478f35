import { controlRollout, type RolloutAction } from '@console/contracts/rollouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { rolloutKeys } from './keys';

/** Pause, resume, abort (with a reason) or approve; the answer is the rollout as it now is. */
export function useControlRollout(rolloutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: RolloutAction; reason?: string }) =>
      apiCall(controlRollout, { params: { rolloutId }, body: { action, reason } }),
    onSuccess: (rollout) => {
      client.setQueryData(rolloutKeys.one(rolloutId), rollout);
      return client.invalidateQueries({ queryKey: rolloutKeys.all });
    },
  });
}

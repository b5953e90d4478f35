import { type UpgradeBody, upgradeDevices } from '@console/contracts/rollouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { upgradeCountKeys } from '@/shared/api/upgrade-count';
import { batchKeys } from './keys';

/** Notify Device: sends the FOTA trigger; the batch list and counts reload on success. */
export function useSendTrigger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpgradeBody) => apiCall(upgradeDevices, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: batchKeys.all }),
        client.invalidateQueries({ queryKey: upgradeCountKeys.all }),
      ]),
  });
}

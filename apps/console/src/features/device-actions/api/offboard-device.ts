import { offboardDevice } from '@console/contracts/device-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

export const callOffboard = (id: string) => apiCall(offboardDevice, { params: { id } });

/** Offboards one device; its lookups and histories are stale afterwards. */
export function useOffboardDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: callOffboard,
    onSettled: () => client.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

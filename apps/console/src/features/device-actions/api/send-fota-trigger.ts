import { upgradeDevice } from '@console/contracts/rollouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

export interface FotaTriggerInput {
  deviceId: string;
  currentFirmwareVersion: string;
  latestFirmwareVersion: string;
}

/** Device Info's Send FOTA Trigger; the device's histories reload on success. */
export function useSendFotaTrigger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FotaTriggerInput) => apiCall(upgradeDevice, { body }),
    onSuccess: (_, body) => client.invalidateQueries({ queryKey: deviceKeys.of(body.deviceId) }),
  });
}

import { type UpdateDeviceBody, updateDevice } from '@console/contracts/device-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

/** The model number or product serial edit (spec 001 section 7); the device is looked up again after. */
export function useUpdateDevice(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDeviceBody) => apiCall(updateDevice, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

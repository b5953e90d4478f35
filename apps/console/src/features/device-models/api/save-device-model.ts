import {
  type AddDeviceModelBody,
  addDeviceModel,
  type UpdateDeviceModelBody,
  updateDeviceModel,
} from '@console/contracts/device-models';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceModelKeys } from './keys';

export type SaveModelInput =
  | { mode: 'add'; body: AddDeviceModelBody }
  | { mode: 'edit'; modelId: string; body: UpdateDeviceModelBody };

/**
 * Add (POST) or update (PUT) a device model; cached lookups are dropped on success and the saved
 * model, as the server answered it, is what a lookup by its Model ID shows next.
 */
export function useSaveDeviceModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveModelInput) =>
      input.mode === 'add'
        ? apiCall(addDeviceModel, { body: input.body })
        : apiCall(updateDeviceModel, { params: { id: input.modelId }, body: input.body }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: [...deviceModelKeys.all, 'lookup'] });
      client.setQueryData(deviceModelKeys.lookup('modelId', saved.modelId), saved);
    },
  });
}

import {
  type AddDeviceModelBody,
  addDeviceModel,
  type UpdateDeviceModelBody,
  updateDeviceModel,
} from '@console/contracts/device-models';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { deviceModelKeys } from './keys';

export type SaveModelInput =
  | { mode: 'add'; body: AddDeviceModelBody }
  | { mode: 'edit'; modelId: string; body: UpdateDeviceModelBody };

/** Add (POST) or update (PUT) a device model; cached lookups are dropped on success. */
export function useSaveDeviceModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveModelInput) =>
      input.mode === 'add'
        ? apiCall(addDeviceModel, { body: input.body })
        : apiCall(updateDeviceModel, { params: { id: input.modelId }, body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...deviceModelKeys.all, 'lookup'] }),
  });
}

import { serialEditable, type UpdateDeviceBody } from '@console/contracts/device-actions';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/shared/api/api-error';
import { modelNumbersQuery } from '@/shared/api/model-numbers';
import { showAlert } from '@/shared/ui/alert-store';
import { useUpdateDevice } from '../api/update-device';
import { FieldEdit } from './field-edit';

function useSave(deviceId: string, failedText: string, onSaved?: (value: string) => void) {
  const update = useUpdateDevice(deviceId);
  const save = (body: UpdateDeviceBody, value: string) =>
    update.mutateAsync(body).then(
      (res) => {
        showAlert('success', res.message);
        onSaved?.(value);
        return true;
      },
      (error) => {
        showAlert('danger', errorText(error, failedText));
        return false;
      },
    );
  return { save, pending: update.isPending };
}

/** Model Number with its edit: Update disabled while empty, the value trimmed. */
export function ModelNumberEdit({ device }: { device: Device }) {
  const { save, pending } = useSave(device.deviceId, messages.modelNumberUpdateFailed);
  const models = useQuery(modelNumbersQuery(device.category, device.brand));
  return (
    <FieldEdit
      value={device.modelNumber}
      label={messages.editModelNumber}
      allowEmpty={false}
      options={models.data ?? []}
      pending={pending}
      onSubmit={(modelNumber) => save({ modelNumber }, modelNumber)}
    />
  );
}

/** Product Serial No with its edit, only while the device is not onboarded; blank sends an empty serial. */
export function ProductSerialEdit({
  device,
  onSaved,
}: {
  device: Device;
  onSaved?: (serial: string) => void;
}) {
  const { save, pending } = useSave(device.deviceId, messages.serialUpdateFailed, onSaved);
  if (!serialEditable(device)) return <span>{device.productSerialNumber || '—'}</span>;
  return (
    <FieldEdit
      value={device.productSerialNumber}
      label={messages.editProductSerial}
      allowEmpty
      pending={pending}
      onSubmit={(productSerialNumber) => save({ productSerialNumber }, productSerialNumber)}
    />
  );
}

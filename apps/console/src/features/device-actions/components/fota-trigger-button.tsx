import { can } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { compareFirmwareVersions } from '@console/contracts/firmware';
import { fillMessage, messages } from '@console/contracts/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { deviceKeys } from '@/shared/api/device-keys';
import { latestFirmwareQuery } from '@/shared/api/latest-firmware';
import { CommandProgress } from '@/shared/device-commands/command-progress';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { useDialog } from '@/shared/ui/use-dialog';
import { useSendFotaTrigger } from '../api/send-fota-trigger';

/**
 * Send FOTA Trigger (level above 1), shown only when the model's latest FOTA firmware is newer than
 * the device's (spec 001 section 4). It asks first, naming the device and both versions (one click
 * must not update a customer's device). The device's answer is followed in a dialog; once it has
 * installed, the device's details are read again (the button then goes: nothing newer).
 */
export function FotaTriggerButton({ device }: { device: Device }) {
  const principal = usePrincipal();
  const client = useQueryClient();
  const allowed = principal ? can(principal, 'triggerFota') : false;
  const latest = useQuery({ ...latestFirmwareQuery(device.modelNumber), enabled: allowed });
  const send = useSendFotaTrigger();
  const { open: commandId, show: follow, close } = useDialog<string>();
  const version = latest.data?.firmwareVersion;
  const current = device.firmwareVersion;
  const newer = allowed && !!version && compareFirmwareVersions(version, current) > 0;

  const trigger = () =>
    version &&
    send.mutate(
      { deviceId: device.deviceId, currentFirmwareVersion: current, latestFirmwareVersion: version },
      {
        onSuccess: (res) => {
          showAlert('success', res.message);
          follow(res.commandId);
        },
        onError: (error) => showAlert('danger', errorText(error, messages.triggerFailed)),
      },
    );
  return (
    <>
      {newer ? (
        <ConfirmAction
          title={messages.sendFotaTrigger}
          description={fillMessage(messages.confirmFotaTrigger, {
            deviceId: device.deviceId,
            from: current,
            to: version,
          })}
          onConfirm={trigger}
        >
          <Button type="primary" loading={send.isPending}>
            {messages.sendFotaTrigger}
          </Button>
        </ConfirmAction>
      ) : null}
      {commandId ? (
        <Modal open centered width={640} title={messages.sendFotaTrigger} footer={null} onCancel={close}>
          <CommandProgress
            deviceId={device.deviceId}
            commandId={commandId}
            onFinal={() => client.invalidateQueries({ queryKey: deviceKeys.all })}
          />
        </Modal>
      ) : null}
    </>
  );
}

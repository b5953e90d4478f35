import { can } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { compareFirmwareVersions } from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { errorText } from '../../../shared/api/api-error';
import { usePrincipal } from '../../../shared/session/use-principal';
import { showAlert } from '../../../shared/ui/alert-store';
import { latestFirmwareQuery } from '../api/get-latest-firmware';
import { useSendFotaTrigger } from '../api/send-fota-trigger';

/**
 * Send FOTA Trigger (level above 1), shown only when the model's latest FOTA firmware is newer than
 * the device's (spec 001 section 4).
 */
export function FotaTriggerButton({ device }: { device: Device }) {
  const principal = usePrincipal();
  const allowed = principal ? can(principal, 'triggerFota') : false;
  const latest = useQuery({ ...latestFirmwareQuery(device.modelNumber), enabled: allowed });
  const send = useSendFotaTrigger();
  const version = latest.data?.firmwareVersion;
  const current = device.firmwareVersion;
  if (!allowed || !version || compareFirmwareVersions(version, current) <= 0) return null;

  const trigger = () =>
    send.mutate(
      { deviceId: device.deviceId, currentFirmwareVersion: current, latestFirmwareVersion: version },
      {
        onSuccess: (res) => showAlert('success', res.message),
        onError: (error) => showAlert('danger', errorText(error, messages.triggerFailed)),
      },
    );
  return (
    <Button type="primary" loading={send.isPending} onClick={trigger}>
      {messages.sendFotaTrigger}
    </Button>
  );
}

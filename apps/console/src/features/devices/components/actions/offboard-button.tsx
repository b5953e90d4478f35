import { messages } from '@console/contracts/messages';
import { Button } from 'antd';
import { errorText } from '../../../../shared/api/api-error';
import { showAlert } from '../../../../shared/ui/alert-store';
import { useOffboardDevice } from '../../api/offboard-device';
import { OffboardConfirm } from './offboard-confirm';

/** Offboard device, after the spec's confirmation; a refused gateway shows the server's reason. */
export function OffboardButton({ deviceId, onOffboarded }: { deviceId: string; onOffboarded: () => void }) {
  const offboard = useOffboardDevice();
  const confirm = () =>
    offboard.mutateAsync(deviceId).then(
      (res) => {
        showAlert('success', res.message);
        onOffboarded();
      },
      (error) => showAlert('danger', errorText(error, messages.offboardFailed)),
    );

  return (
    <OffboardConfirm title={messages.offboardDevice} onConfirm={confirm}>
      <Button danger loading={offboard.isPending}>
        {messages.offboardDevice}
      </Button>
    </OffboardConfirm>
  );
}

import { messages } from '@console/contracts/messages';
import { Button } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { DisabledWithReason, unavailableButton } from '@/shared/ui/disabled-with-reason';
import { useOffboardDevice } from '../api/offboard-device';

interface Props {
  deviceId: string;
  /**
   * A device that is not onboarded has nothing to offboard: the button stays, unavailable, says why
   * beside it and is still reached with Tab (where a screen reader reads the reason).
   */
  onboarded: boolean;
  onOffboarded: () => void;
}

/** Offboard device, after the spec's confirmation; a refused gateway shows the server's reason. */
export function OffboardButton({ deviceId, onboarded, onOffboarded }: Props) {
  const offboard = useOffboardDevice();
  if (!onboarded)
    return (
      <DisabledWithReason reason={messages.deviceNotOnboarded} shown>
        {(describedBy) => (
          <Button danger {...unavailableButton} aria-describedby={describedBy}>
            {messages.offboardDevice}
          </Button>
        )}
      </DisabledWithReason>
    );
  const confirm = () =>
    offboard.mutateAsync(deviceId).then(
      (res) => {
        showAlert('success', res.message);
        onOffboarded();
      },
      (error) => showAlert('danger', errorText(error, messages.offboardFailed)),
    );

  return (
    <ConfirmAction title={messages.offboardDevice} description={messages.offboardConfirm} onConfirm={confirm}>
      <Button danger loading={offboard.isPending}>
        {messages.offboardDevice}
      </Button>
    </ConfirmAction>
  );
}

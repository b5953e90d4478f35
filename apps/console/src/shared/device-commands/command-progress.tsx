import type { DeviceCommand } from '@console/contracts/device-history';
import { fillMessage, messages } from '@console/contracts/messages';
import { Alert, Card, Steps, type StepsProps } from 'antd';
import { errorText } from '../api/api-error';
import { useDeviceCommand } from './use-device-command';

type Step = NonNullable<StepsProps['items']>[number];

/** The three steps of a command (sent, accepted, installed) as far as the device has answered. */
function stepsOf(command: DeviceCommand): { current: number; status: StepsProps['status']; items: Step[] } {
  const failed = command.status === 'failure' || command.status === 'publishFailed';
  const current = { queued: 0, sent: 1, publishFailed: 0, accepted: 2, failure: 2, success: 3 }[
    command.status
  ];
  const last =
    command.status === 'failure'
      ? fillMessage(messages.commandFailed, { reason: command.reason ?? messages.noReasonGiven })
      : messages.commandInstalled;
  return {
    current: Math.min(current, 2),
    status: failed ? 'error' : command.status === 'success' ? 'finish' : 'process',
    items: [
      { title: command.status === 'publishFailed' ? messages.commandNotSent : messages.commandSent },
      { title: messages.commandAccepted },
      { title: last },
    ],
  };
}

interface Props {
  deviceId: string;
  commandId: string;
  /** Called once the device has answered for good (or the command could not leave). */
  onFinal?: (command: DeviceCommand) => void;
}

/** Follows a command sent to a device until the device reports the result. */
export function CommandProgress({ deviceId, commandId, onFinal }: Props) {
  const command = useDeviceCommand(deviceId, commandId, onFinal);
  if (command.isError) return <Alert type="error" message={errorText(command.error, messages.noDataFound)} />;
  const steps = command.data ? stepsOf(command.data) : null;
  return (
    <Card size="small" title={fillMessage(messages.commandTitle, { id: deviceId })} loading={!steps}>
      {steps ? (
        <div aria-live="polite">
          <Steps size="small" current={steps.current} status={steps.status} items={steps.items} />
        </div>
      ) : null}
    </Card>
  );
}

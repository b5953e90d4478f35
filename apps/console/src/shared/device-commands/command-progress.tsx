import type { DeviceCommand } from '@console/contracts/device-history';
import { fillMessage, messages } from '@console/contracts/messages';
import { Alert, Card, Flex, Steps, type StepsProps } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../api/api-error';
import { useDeviceCommand } from './use-device-command';

type Step = NonNullable<StepsProps['items']>[number];

/** What the last step says when the command ended otherwise than installed. */
function lastStepTitle(command: DeviceCommand): string {
  if (command.status === 'failure')
    return fillMessage(messages.commandFailed, { reason: command.reason ?? messages.noReasonGiven });
  if (command.status === 'timedOut') return messages.commandTimedOut;
  if (command.status === 'rolledBack') return messages.commandRolledBack;
  return messages.commandInstalled;
}

const STEP_OF: Record<DeviceCommand['status'], number> = {
  queued: 0,
  sent: 1,
  publishFailed: 0,
  accepted: 2,
  timedOut: 2,
  failure: 2,
  success: 3,
  rolledBack: 2,
};

/** The three steps of a command (sent, accepted, installed) as far as the device has answered. */
function stepsOf(command: DeviceCommand): { current: number; status: StepsProps['status']; items: Step[] } {
  const failed = ['failure', 'publishFailed', 'timedOut', 'rolledBack'].includes(command.status);
  const current = STEP_OF[command.status];
  const last = lastStepTitle(command);
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

/** How long a device may take to take a command before the dialog says it has not answered. */
const NO_ANSWER_MS = 20_000;

/** True once `ms` have passed since the component appeared. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/**
 * Follows a command sent to a device until the device reports the result. A device that has not
 * taken the command after a while is said so: offline devices get it when they connect again.
 */
export function CommandProgress({ deviceId, commandId, onFinal }: Props) {
  const command = useDeviceCommand(deviceId, commandId, onFinal);
  const late = useElapsed(NO_ANSWER_MS);
  if (command.isError) return <Alert type="error" message={errorText(command.error, messages.noDataFound)} />;
  const steps = command.data ? stepsOf(command.data) : null;
  const waiting = command.data?.status === 'queued' || command.data?.status === 'sent';
  return (
    <Card size="small" title={fillMessage(messages.commandTitle, { id: deviceId })} loading={!steps}>
      {steps ? (
        <Flex vertical gap="middle" aria-live="polite">
          <Steps size="small" current={steps.current} status={steps.status} items={steps.items} />
          {late && waiting ? <Alert type="info" showIcon message={messages.commandNoAnswerYet} /> : null}
        </Flex>
      ) : null}
    </Card>
  );
}

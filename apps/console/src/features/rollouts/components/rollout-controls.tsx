import { messages } from '@console/contracts/messages';
import {
  approvalRefusal,
  type Rollout,
  type RolloutAction,
  waitsForPerson,
} from '@console/contracts/rollouts';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useSession } from '@/shared/session/use-session';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { useControlRollout } from '../api/control-rollout';
import { isRolloutLive } from '../api/get-rollout';
import { CallError } from './call-error';

const DONE: Record<RolloutAction, string> = {
  pause: messages.rolloutPaused,
  resume: messages.rolloutResumed,
  abort: messages.rolloutAborted,
  approve: messages.rolloutApproved,
};

/**
 * Pause while running; Resume while paused, while a phase waits for a person or while its gate waits
 * for its minimum sample; Abort (asked first,
 * with an optional reason) until it has ended; Approve while it waits for a second person, to
 * anyone but its creator (the server's rule, approvalRefusal). A refusal (a state that has moved
 * on) is shown in the server's words.
 */
export function RolloutControls({ rollout }: { rollout: Rollout }) {
  const control = useControlRollout(rollout.rolloutId);
  const [reason, setReason] = useState('');
  const run = (action: RolloutAction, why?: string) =>
    control.mutate(
      { action, reason: why?.trim() || undefined },
      {
        onSuccess: () => {
          showAlert('success', DONE[action]);
          setReason('');
        },
      },
    );
  const { state } = rollout;
  const userId = useSession()?.user.userId ?? '';
  const waiting = rollout.phases.some(waitsForPerson);
  const busy = control.isPending;
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        {approvalRefusal(rollout, userId) === null ? (
          <Button type="primary" loading={busy} onClick={() => run('approve')}>
            {messages.approveRollout}
          </Button>
        ) : null}
        {state === 'running' ? (
          <Button loading={busy} onClick={() => run('pause')}>
            {messages.pauseRollout}
          </Button>
        ) : null}
        {state === 'paused' || (state === 'running' && waiting) ? (
          <Button type="primary" loading={busy} onClick={() => run('resume')}>
            {messages.resumeRollout}
          </Button>
        ) : null}
        {isRolloutLive(rollout) ? (
          <ConfirmAction
            placement="bottomLeft"
            title={messages.abortRolloutConfirm}
            description={
              <Input.TextArea
                aria-label={messages.abortReason}
                placeholder={messages.abortReason}
                maxLength={500}
                rows={2}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            }
            onConfirm={() => run('abort', reason)}
          >
            <Button danger loading={busy}>
              {messages.abortRollout}
            </Button>
          </ConfirmAction>
        ) : null}
      </Flex>
      <CallError error={control.error} fallback={messages.rolloutControlFailed} />
    </Flex>
  );
}

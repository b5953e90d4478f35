import { fillMessage, messages } from '@console/contracts/messages';
import { type BulkAction, type BulkControl, ENDED_BULK_ACTION_STATES } from '@console/contracts/segments';
import { Button, Flex, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '@/shared/api/api-error';
import { useSession } from '@/shared/session/use-session';
import { showAlert } from '@/shared/ui/alert-store';
import { useControlBulkAction } from '../api/bulk-actions';
import { KIND_TEXT } from '../bulk-labels';

/**
 * What a person may do to a bulk action now: its asker confirms it, another person approves one
 * awaiting a second approver (the server refuses its asker), and anyone cancels one not ended.
 */
export function BulkActionControls({
  action,
  size = 'small',
  leading,
  className,
}: {
  action: BulkAction;
  /** Small in the list's rows; as the buttons beside them elsewhere. */
  size?: 'small' | 'middle';
  /** A button before these, wrapping with them as one row of buttons. */
  leading?: ReactNode;
  className?: string;
}) {
  const me = useSession()?.user.userId;
  const control = useControlBulkAction();
  const mine = action.createdById === me;
  const run = (c: BulkControl) =>
    control.mutate(
      { actionId: action.actionId, action: c },
      { onError: (e) => showAlert('danger', errorText(e, messages.bulkControlFailed)) },
    );
  const busy = (c: BulkControl) => control.isPending && control.variables?.action === c;
  return (
    <Flex gap="small" wrap className={className}>
      {leading}
      {mine && action.state === 'awaitingConfirmation' ? (
        <Button size={size} type="primary" loading={busy('confirm')} onClick={() => run('confirm')}>
          {messages.bulkConfirm}
        </Button>
      ) : null}
      {!mine && action.state === 'awaitingApproval' ? (
        // The second pair of eyes says what it lets start, which cannot be undone.
        <Popconfirm
          title={fillMessage(messages.bulkApproveConfirm, {
            kind: messages[KIND_TEXT[action.kind]],
            count: action.total.toLocaleString(),
            name: action.createdBy,
          })}
          okText={messages.bulkApprove}
          cancelText={messages.cancel}
          onConfirm={() => run('approve')}
        >
          <Button size={size} type="primary" loading={busy('approve')}>
            {messages.bulkApprove}
          </Button>
        </Popconfirm>
      ) : null}
      {ENDED_BULK_ACTION_STATES.includes(action.state) ? null : (
        <Button size={size} danger loading={busy('cancel')} onClick={() => run('cancel')}>
          {messages.bulkCancel}
        </Button>
      )}
    </Flex>
  );
}

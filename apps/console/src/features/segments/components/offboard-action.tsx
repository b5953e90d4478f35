import { DisconnectOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import type { BulkAction, FleetFilter } from '@console/contracts/segments';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useControlBulkAction, useCreateBulkAction } from '../api/bulk-actions';
import { countText } from '../fleet-labels';

interface Props {
  filter: FleetFilter;
  count: number;
  /** The saved segment shown, unchanged: the action is one of its uses. */
  segmentId: string | null;
  /** Opens the action's results (its link). */
  onStarted: (actionId: string) => void;
}

/**
 * Offboard every device of the answer (issue 32): asking freezes the devices (a snapshot) and the
 * dialog names exactly how many it will act on; Offboard confirms (above the approval size it then
 * waits for a second person), Cancel drops it. It runs in the background.
 */
export function OffboardAction({ filter, count, segmentId, onStarted }: Props) {
  const create = useCreateBulkAction();
  const control = useControlBulkAction();
  const [asked, setAsked] = useState<BulkAction | null>(null);
  const one = count === 1;

  const ask = () =>
    create.mutate(
      { kind: 'offboard', ...(segmentId ? { segmentId } : { filter }) },
      {
        onSuccess: setAsked,
        onError: (e) => showAlert('danger', errorText(e, messages.bulkStartFailed)),
      },
    );
  const decide = (action: 'confirm' | 'cancel') => {
    if (!asked) return;
    control.mutate(
      { actionId: asked.actionId, action },
      {
        onSuccess: (a) => {
          setAsked(null);
          if (action === 'cancel') return;
          showAlert(
            'success',
            a.state === 'awaitingApproval' ? messages.bulkWaitsApproval : messages.bulkStarted,
          );
          onStarted(a.actionId);
        },
        onError: (e) => showAlert('danger', errorText(e, messages.bulkControlFailed)),
      },
    );
  };
  const total = asked ? { count: countText(asked.total) } : { count: '' };

  return (
    <>
      <Button
        danger
        icon={<DisconnectOutlined aria-hidden />}
        disabled={count === 0}
        loading={create.isPending}
        onClick={ask}
      >
        {create.isPending
          ? messages.bulkCounting
          : one
            ? messages.bulkOffboardOne
            : fillMessage(messages.bulkOffboard, { count: countText(count) })}
      </Button>
      <Modal
        open={asked !== null}
        title={fillMessage(messages.bulkOffboardConfirm, total)}
        okText={messages.bulkOffboardOk}
        okButtonProps={{
          danger: true,
          loading: control.isPending && control.variables?.action === 'confirm',
        }}
        cancelText={messages.cancel}
        onOk={() => decide('confirm')}
        onCancel={() => decide('cancel')}
        destroyOnHidden
      >
        <Typography.Paragraph>{messages.bulkOffboardConfirmText}</Typography.Paragraph>
        {asked?.needsApproval ? (
          <Alert type="warning" showIcon message={messages.bulkNeedsApprovalText} />
        ) : null}
      </Modal>
    </>
  );
}

import { NotificationOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import { type NotificationAudience, notificationAudience } from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import {
  type FleetFilter,
  type SegmentSnapshot,
  snapshotFilter,
  snapshotSegment,
} from '@console/contracts/segments';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '@/shared/api/api-call';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { countText } from '../fleet-labels';
import { snapshotLink } from './rollout-action';

interface Props {
  filter: FleetFilter;
  count: number;
  segmentId: string | null;
}

/** Notification Management's send form with a snapshot's owners as the audience. */
const notifyOwnersOf = (snapshot: SegmentSnapshot) => snapshotLink(PATHS.notification, snapshot);

/**
 * Notify the owners of the answer's devices (issue 32: a segment as the notification engine's
 * audience): the devices are frozen (a snapshot, purpose notification) and their owners counted per
 * channel by the engine's own dry run; once confirmed, Notification Management opens with them.
 */
export function NotifyAction({ filter, count, segmentId }: Props) {
  const navigate = useNavigate();
  const [counted, setCounted] = useState<{
    snapshot: SegmentSnapshot;
    audience: NotificationAudience;
  } | null>(null);
  const take = useMutation({
    mutationFn: async () => {
      const snapshot = segmentId
        ? await apiCall(snapshotSegment, { params: { segmentId }, body: { purpose: 'notification' } })
        : await apiCall(snapshotFilter, { body: { filter, purpose: 'notification' } });
      const audience = await apiCall(notificationAudience, {
        body: { users: { segmentSnapshotId: snapshot.snapshotId } },
      });
      return { snapshot, audience };
    },
    onSuccess: setCounted,
    onError: (e) => showAlert('danger', errorText(e, messages.bulkNotifyFailed)),
  });
  const devices = counted?.snapshot.count ?? count;
  const one = devices === 1;
  return (
    <>
      <Button
        icon={<NotificationOutlined aria-hidden />}
        disabled={count === 0}
        loading={take.isPending}
        onClick={() => take.mutate()}
      >
        {take.isPending
          ? messages.bulkCounting
          : count === 1
            ? messages.bulkNotifyOne
            : fillMessage(messages.bulkNotify, { count: countText(count) })}
      </Button>
      <Modal
        open={counted !== null}
        title={
          one
            ? messages.bulkNotifyConfirmOne
            : fillMessage(messages.bulkNotifyConfirm, { count: countText(devices) })
        }
        okText={messages.bulkNotifyOk}
        okButtonProps={{ disabled: counted?.audience.users === 0 }}
        cancelText={messages.cancel}
        onOk={() => counted && navigate(notifyOwnersOf(counted.snapshot))}
        onCancel={() => setCounted(null)}
        destroyOnHidden
      >
        {counted ? (
          <>
            <Typography.Paragraph strong>
              {fillMessage(messages.bulkNotifyAudience, {
                users: countText(counted.audience.users),
                push: countText(counted.audience.push),
                sms: countText(counted.audience.sms),
                email: countText(counted.audience.email),
              })}
            </Typography.Paragraph>
            <Typography.Paragraph>{messages.bulkNotifyConfirmText}</Typography.Paragraph>
          </>
        ) : null}
      </Modal>
    </>
  );
}

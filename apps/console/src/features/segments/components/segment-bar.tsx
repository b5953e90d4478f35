import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import type { FleetFilter, Segment } from '@console/contracts/segments';
import { Button, Flex, Tag, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { useDialog } from '@/shared/ui/use-dialog';
import { useDeleteSegment } from '../api/delete-segment';
import { deleteTitle, type SaveMode, SaveSegmentDialog } from './save-segment-dialog';
import { lastUseText, SegmentPicker } from './segment-picker';

interface Props {
  /** The segment the link names (`?segment=`), once read. */
  segment: Segment | undefined;
  /** The filter searched: what Save keeps; none before a search. */
  filter: FleetFilter | undefined;
  /** The filter searched differs from the open segment's. */
  changed: boolean;
  onOpen: (segmentId: string | null) => void;
  onSaved: (segment: Segment) => void;
  onDeleted: () => void;
}

/**
 * Saved segments: open one, Save the search as a new one (or Save as new beside an open one),
 * Update or Delete one of the person's own; the open one's owner, sharing and last use below.
 */
export function SegmentBar({ segment, filter, changed, onOpen, onSaved, onDeleted }: Props) {
  const dialog = useDialog<SaveMode>();
  const remove = useDeleteSegment();
  const mine = segment?.mine === true;
  const confirmDelete = () =>
    segment &&
    remove.mutate(segment.segmentId, {
      onSuccess: () => {
        showAlert('success', messages.segmentDeleted);
        onDeleted();
      },
      onError: (e) => showAlert('danger', errorText(e, messages.segmentDeleteFailed)),
    });

  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="start" wrap>
        <SegmentPicker current={segment} onOpen={onOpen} />
        <Button
          type={segment ? 'default' : 'primary'}
          icon={<SaveOutlined aria-hidden />}
          disabled={!filter}
          onClick={() => dialog.show(segment ? 'copy' : 'create')}
        >
          {segment ? messages.segmentSaveAs : messages.segmentSave}
        </Button>
        {mine ? (
          <Button
            type={changed ? 'primary' : 'default'}
            disabled={!filter}
            onClick={() => dialog.show('update')}
          >
            {messages.segmentEdit}
          </Button>
        ) : null}
        {mine && segment ? (
          <ConfirmAction
            title={deleteTitle(segment.name)}
            description={<div style={{ maxWidth: 340 }}>{messages.segmentDeleteText}</div>}
            onConfirm={confirmDelete}
            disabled={remove.isPending}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
              {messages.segmentDelete}
            </Button>
          </ConfirmAction>
        ) : null}
      </Flex>
      {segment ? (
        <Flex gap="small" align="center" wrap>
          <Tag color={segment.visibility === 'tenant' ? 'blue' : 'default'}>
            {segment.visibility === 'tenant' ? messages.segmentSharedTag : messages.segmentPrivateTag}
          </Tag>
          {segment.mine ? null : (
            <Typography.Text type="secondary">
              {fillMessage(messages.segmentBy, { name: segment.ownerName })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">{lastUseText(segment)}</Typography.Text>
          {changed ? <Tag icon={<EditOutlined aria-hidden />}>{messages.segmentChanged}</Tag> : null}
          {segment.description ? <Typography.Text>{segment.description}</Typography.Text> : null}
        </Flex>
      ) : null}
      {dialog.open && filter ? (
        <SaveSegmentDialog
          mode={dialog.open}
          filter={filter}
          segment={segment}
          onClose={dialog.close}
          onSaved={(saved) => {
            dialog.close();
            onSaved(saved);
          }}
        />
      ) : null}
    </Flex>
  );
}

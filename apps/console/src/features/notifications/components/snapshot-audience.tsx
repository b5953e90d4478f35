import { messages } from '@console/contracts/messages';
import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SnapshotBanner } from '@/shared/ui/snapshot-banner';
import type { SendFormValues } from '../notification-view';

/** The link's words for a Fleet Search snapshot: its id, its count and when it was taken. */
const SNAPSHOT_PARAMS = ['segmentSnapshot', 'count', 'at'];

/**
 * Takes the snapshot off the address, the rest of it kept (once its task is created, or when the
 * sender drops it): a reload then offers no send to those owners again.
 */
export function useDropSnapshotLink(): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    () =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          for (const name of SNAPSHOT_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}

/**
 * Opened from Fleet Search's Notify owners (issue 32): the owners of the snapshot's devices are the
 * audience, said above the Users block; the sender may drop it and choose users instead.
 */
export function SnapshotAudience({ form }: { form: FormInstance<SendFormValues> }) {
  const [params] = useSearchParams();
  const dropLink = useDropSnapshotLink();
  const fromUrl = params.get('segmentSnapshot') || undefined;
  const snapshotId = Form.useWatch('segmentSnapshotId', form);
  // The link's snapshot is the form's audience until the sender drops it (Reset clears it too; a
  // send clears it and takes it off the link).
  useEffect(() => form.setFieldsValue({ segmentSnapshotId: fromUrl }), [form, fromUrl]);
  return (
    <>
      <Form.Item name="segmentSnapshotId" hidden getValueProps={(v) => ({ value: v ?? '' })}>
        <input />
      </Form.Item>
      {snapshotId ? (
        <SnapshotBanner
          text={messages.notifySnapshotAudience}
          count={Number(params.get('count') ?? '0')}
          at={Number(params.get('at') ?? '0')}
          removeLabel={messages.notifySnapshotRemove}
          onRemove={() => {
            form.setFieldsValue({ segmentSnapshotId: undefined });
            dropLink();
          }}
        />
      ) : null}
    </>
  );
}

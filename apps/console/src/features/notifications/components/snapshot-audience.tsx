import { messages } from '@console/contracts/messages';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SnapshotBanner } from '@/shared/ui/snapshot-banner';
import type { SendFormValues } from '../notification-view';

/**
 * Opened from Fleet Search's Notify owners (issue 32): the owners of the snapshot's devices are the
 * audience, said above the Users block; the sender may drop it and choose users instead.
 */
export function SnapshotAudience({ form }: { form: FormInstance<SendFormValues> }) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('segmentSnapshot') || undefined;
  const snapshotId = Form.useWatch('segmentSnapshotId', form);
  // The link's snapshot is the form's audience until the sender drops it (Reset or a send clear it too).
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
            setParams({});
          }}
        />
      ) : null}
    </>
  );
}

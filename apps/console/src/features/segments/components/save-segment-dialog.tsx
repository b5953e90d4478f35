import { fillMessage, messages } from '@console/contracts/messages';
import { type FleetFilter, type Segment, SegmentBody } from '@console/contracts/segments';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { ApiError, errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { zodFieldRule } from '@/shared/forms/zod-field-rule';
import { showAlert } from '@/shared/ui/alert-store';
import { useSaveSegment } from '../api/save-segment';
import { filterSentence } from '../filter-words';
import { RADIO_GROUP } from './value-select';

/** Save (a new segment), Save as new (a new one from an open one) or Update (the open one, the caller's). */
export type SaveMode = 'create' | 'copy' | 'update';

interface Props {
  mode: SaveMode;
  filter: FleetFilter;
  /** The open segment: Update changes it, Save as new starts from its description and visibility. */
  segment: Segment | undefined;
  onSaved: (segment: Segment) => void;
  onClose: () => void;
}

interface Values {
  name: string;
  description: string;
  visibility: 'private' | 'tenant';
}

const TITLE: Record<SaveMode, string> = {
  create: messages.segmentSave,
  copy: messages.segmentSaveAs,
  update: messages.segmentEdit,
};
const rule = (name: keyof Values) => zodFieldRule(SegmentBody.omit({ filter: true }), [name]);

/** The segment's name, description and who sees it; the filter it keeps is said in words. */
export function SaveSegmentDialog({ mode, filter, segment, onSaved, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveSegment();
  const initial: Values = {
    name: mode === 'update' ? (segment?.name ?? '') : '',
    description: mode === 'create' ? '' : (segment?.description ?? ''),
    visibility: mode === 'create' ? 'private' : (segment?.visibility ?? 'private'),
  };
  const submit = (values: Values) =>
    save.mutate(
      { segmentId: mode === 'update' ? segment?.segmentId : undefined, body: { ...values, filter } },
      {
        onSuccess: (saved) => {
          showAlert('success', mode === 'update' ? messages.segmentUpdated : messages.segmentSaved);
          onSaved(saved);
        },
        onError: (e) => {
          // A name the person already uses is said under the name.
          if (e instanceof ApiError && e.code === 'segmentNameTaken')
            form.setFields([{ name: 'name', errors: [messages.segmentNameTaken] }]);
        },
      },
    );
  const nameTaken = save.error instanceof ApiError && save.error.code === 'segmentNameTaken';

  return (
    <Modal
      open
      title={TITLE[mode]}
      okText={mode === 'update' ? messages.update : messages.save}
      cancelText={messages.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <ConsoleForm form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="name" label={messages.segmentName} required rules={[rule('name')]}>
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={messages.segmentDescription} rules={[rule('description')]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="visibility" label={messages.segmentVisibility}>
          <Radio.Group
            {...RADIO_GROUP}
            aria-label={messages.segmentVisibility}
            options={[
              { value: 'private', label: messages.segmentVisibilityPrivate },
              { value: 'tenant', label: messages.segmentVisibilityTenant },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {messages.segmentDialogFilter} {filterSentence(filter)}
        </Typography.Paragraph>
        {save.error && !nameTaken ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginTop: 12 }}
            message={errorText(save.error, messages.segmentSaveFailed)}
          />
        ) : null}
      </ConsoleForm>
    </Modal>
  );
}

/** The title of the delete confirmation, naming the segment. */
export const deleteTitle = (name: string) =>
  fillMessage(messages.segmentDeleteConfirm, { name: `“${name}”` });

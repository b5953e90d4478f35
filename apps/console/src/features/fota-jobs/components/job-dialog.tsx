import { DEFAULT_JOB_PERCENTAGE, type FotaJob, fotaJobErrors } from '@console/contracts/fota-jobs';
import { messages } from '@console/contracts/messages';
import { isPercentage } from '@console/contracts/rollouts';
import { Button, DatePicker, Flex, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { DATE_FORMATS } from '@/shared/format/dates';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { useSaveFotaJob } from '../api/save-fota-job';
import { bodyOf, type JobFormValues, newJobValues, valuesOf } from '../job-form-values';
import { JobDeviceCount } from './job-device-count';
import { JobModelFields } from './job-model-fields';
import { WeekdayPicker } from './weekday-picker';

const hours = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1).padStart(2, '0') }));
const minutes = Array.from({ length: 60 }, (_, i) => ({ value: i, label: String(i).padStart(2, '0') }));
const clockFields: {
  name: 'hour' | 'minute' | 'meridiem';
  label: string;
  options: { value: number | string; label?: string }[];
}[] = [
  { name: 'hour', label: messages.hour, options: hours },
  { name: 'minute', label: messages.minute, options: minutes },
  { name: 'meridiem', label: messages.meridiem, options: [{ value: 'AM' }, { value: 'PM' }] },
];

/** Add or update a job (spec 001 sections 2 and 4); in update mode Reset restores the job's values. */
export function JobDialog({
  open,
  job,
  onClose,
}: {
  open: boolean;
  job: FotaJob | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<JobFormValues>();
  const save = useSaveFotaJob();
  const modelNumber: string | undefined = Form.useWatch('modelNumber', form);
  const percentage: number | null | undefined = Form.useWatch('percentage', form);
  const initial = () => (job ? valuesOf(job) : newJobValues());

  // The form outlives the dialog: each opening starts from nothing kept of the last one.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(job ? valuesOf(job) : newJobValues());
  }, [open, job, form]);
  // Escape with the end date's calendar open closes the calendar only, not the dialog with what
  // was typed (the dialog listens for Escape around it).
  const [calendarOpen, setCalendarOpen] = useState(false);

  const rule = (field: 'jobName' | 'endDate' | 'weekdays') => ({
    validator: async () => {
      const v = form.getFieldsValue(true) as JobFormValues;
      const endDate = v.endDate ? v.endDate.endOf('day').unix() : null;
      const message = fotaJobErrors({ jobName: v.jobName, endDate, weekdays: v.weekdays }, Date.now())[field];
      if (message) throw new Error(message);
    },
  });

  async function submit(values: JobFormValues) {
    try {
      const saved = await save.mutateAsync({ jobId: job?.jobId, body: bodyOf(values) });
      showAlert('success', saved.message);
      onClose();
    } catch (error) {
      showAlert('danger', errorText(error, messages.jobSaveFailed));
    }
  }

  return (
    <Modal
      open={open}
      title={job ? messages.updateJob : messages.addNewJob}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <ConsoleForm
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        onFinish={submit}
        initialValues={initial()}
      >
        <Form.Item name="jobName" label={messages.jobName} required rules={[rule('jobName')]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={messages.endDate}
          required
          rules={[rule('endDate')]}
          validateTrigger="onChange"
        >
          <DatePicker
            disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            format={DATE_FORMATS.pickerDate}
            onOpenChange={setCalendarOpen}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && calendarOpen) e.stopPropagation();
            }}
          />
        </Form.Item>
        <Form.Item
          name="weekdays"
          label={messages.daysOfWeek}
          required
          rules={[rule('weekdays')]}
          validateTrigger="onChange"
        >
          <WeekdayPicker />
        </Form.Item>
        <Flex gap="small">
          {clockFields.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label}>
              <Select options={f.options} style={{ width: 80 }} />
            </Form.Item>
          ))}
        </Flex>
        <JobModelFields form={form} />
        <Form.Item
          name="percentage"
          label={messages.rolloutPercentage}
          validateTrigger={['onBlur', 'onChange']}
          rules={[
            {
              // Empty means the default (the smallest share); anything typed must be valid as typed.
              validator: async (_, v) => {
                if (v != null && !isPercentage(v)) throw new Error(messages.invalidPercentage);
              },
            },
          ]}
        >
          {/* No min, max or precision: the rule speaks instead of a silent clamp. */}
          <InputNumber addonAfter="%" placeholder={String(DEFAULT_JOB_PERCENTAGE)} />
        </Form.Item>
        <JobDeviceCount modelNumber={modelNumber} percentage={percentage} />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {job ? messages.updateJob : messages.save}
          </Button>
          <Button onClick={() => form.setFieldsValue(initial())}>{messages.reset}</Button>
          <Button onClick={onClose}>{messages.cancel}</Button>
        </Flex>
      </ConsoleForm>
    </Modal>
  );
}

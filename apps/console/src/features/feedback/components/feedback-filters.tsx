import { FEEDBACK_STATUSES, FEEDBACK_TYPES, type FeedbackFilterInput } from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import { Button, DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { DATE_FORMATS } from '@/shared/format/dates';
import { ConsoleForm } from '@/shared/forms/console-form';
import { FilterButtons } from '@/shared/forms/filter-buttons';
import { useSession } from '@/shared/session/use-session';
import { dayOf, ddmmyyyy } from '../hooks/feedback-dates';

interface Values {
  type?: string;
  deviceCategory?: string;
  deviceBrand?: string;
  status?: (typeof FEEDBACK_STATUSES)[number];
  startDate?: Dayjs;
  endDate?: Dayjs;
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const noFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

interface Props {
  /** The filters the list shows (from the URL), put back in the form. */
  initial: FeedbackFilterInput;
  onFilter: (filters: FeedbackFilterInput) => void;
  onDownload: (filters: FeedbackFilterInput) => void;
  downloading: boolean;
}

/** Type, category, brand, status, start and end date (no future dates); Filter, Reset, Download. */
export function FeedbackFiltersForm({ initial, onFilter, onDownload, downloading }: Props) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    form.setFieldsValue({
      ...initial,
      status: initial.status as Values['status'],
      startDate: dayOf(initial.startDate),
      endDate: dayOf(initial.endDate),
    });
  }, [form, initial]);
  const session = useSession();
  const filtersOf = (v: Values): FeedbackFilterInput => ({
    type: v.type,
    deviceCategory: v.deviceCategory,
    deviceBrand: v.deviceBrand,
    status: v.status,
    startDate: ddmmyyyy(v.startDate),
    endDate: ddmmyyyy(v.endDate),
  });
  const select = (name: keyof Values, label: string, values: readonly string[]) => (
    <Form.Item name={name} label={label}>
      <Select allowClear options={options(values)} style={{ minWidth: 170 }} aria-label={label} />
    </Form.Item>
  );
  return (
    <ConsoleForm
      form={form}
      layout="inline"
      onFinish={(v) => onFilter(filtersOf(v))}
      className="feedback-filters"
    >
      {select('type', messages.feedbackType, FEEDBACK_TYPES)}
      {select('deviceCategory', messages.feedbackCategory, session?.user.allowedDeviceCategories ?? [])}
      {select('deviceBrand', messages.feedbackBrand, session?.user.allowCompanyBrand ?? [])}
      {select('status', messages.feedbackStatus, FEEDBACK_STATUSES)}
      <Form.Item name="startDate" label={messages.feedbackStartDate}>
        <DatePicker
          format={DATE_FORMATS.pickerDate}
          disabledDate={noFuture}
          aria-label={messages.feedbackStartDate}
        />
      </Form.Item>
      <Form.Item name="endDate" label={messages.feedbackEndDate}>
        <DatePicker
          format={DATE_FORMATS.pickerDate}
          disabledDate={noFuture}
          aria-label={messages.feedbackEndDate}
        />
      </Form.Item>
      <FilterButtons form={form} filterLabel={messages.feedbackFilter} onReset={() => onFilter({})} />
      <Form.Item>
        <Button loading={downloading} onClick={() => onDownload(filtersOf(form.getFieldsValue()))}>
          {messages.feedbackDownload}
        </Button>
      </Form.Item>
    </ConsoleForm>
  );
}

import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackFilterInput,
  FeedbackFilters,
} from '@console/contracts/feedback';
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

/**
 * Why the dates of these filters match nothing (an end date before the start date), by the search
 * call's own rule; none when they can be listed. The list is not asked for such filters: the End
 * Date field says why instead of a list reading 'No Data found'.
 */
export function datesProblem(filters: FeedbackFilterInput): string | undefined {
  const parsed = FeedbackFilters.safeParse({ startDate: filters.startDate, endDate: filters.endDate });
  return parsed.error?.issues.find((issue) => issue.message === messages.endBeforeStart)?.message;
}

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
    // A link's contradictory dates are not listed: End Date says why, as when typed.
    if (datesProblem(initial)) form.validateFields(['endDate']).catch(() => {});
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
      <Form.Item
        name="endDate"
        label={messages.feedbackEndDate}
        dependencies={['startDate']}
        rules={[
          ({ getFieldsValue }) => ({
            validator: async () => {
              const problem = datesProblem(filtersOf(getFieldsValue()));
              if (problem) throw new Error(problem);
            },
          }),
        ]}
      >
        <DatePicker
          format={DATE_FORMATS.pickerDate}
          disabledDate={noFuture}
          aria-label={messages.feedbackEndDate}
        />
      </Form.Item>
      <FilterButtons form={form} filterLabel={messages.feedbackFilter} onReset={() => onFilter({})} />
      <Form.Item>
        <Button
          loading={downloading}
          onClick={() =>
            form
              .validateFields()
              .then((v) => onDownload(filtersOf(v)))
              .catch(() => {})
          }
        >
          {messages.feedbackDownload}
        </Button>
      </Form.Item>
    </ConsoleForm>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import {
  dateRangeProblem,
  type ManufacturedRange,
  serialRangeProblem,
} from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { Button, DatePicker, Flex, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { DATE_FORMATS } from '@/shared/format/dates';
import { ConsoleForm } from '@/shared/forms/console-form';
import { FilterButtons } from '@/shared/forms/filter-buttons';
import { useSession } from '@/shared/session/use-session';
import { FieldSelect } from '@/shared/ui/field-select';
import type { ManufacturedFilter } from '../api/keys';

export interface FilterValues {
  category?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  startSerialNumber?: string;
  endSerialNumber?: string;
}

const DAY_MS = 86_400_000;

/** The form's values as the call's filter: days as epoch ms, the end one day past the last day. */
export function filterOf(v: FilterValues): ManufacturedFilter {
  return {
    category: v.category ?? '',
    startDate: String(v.startDate?.startOf('day').valueOf() ?? ''),
    ...(v.endDate ? { endDate: v.endDate.startOf('day').valueOf() + DAY_MS } : {}),
    ...(v.startSerialNumber?.trim() ? { startSerialNumber: v.startSerialNumber.trim() } : {}),
    ...(v.endSerialNumber?.trim() ? { endSerialNumber: v.endSerialNumber.trim() } : {}),
  };
}

/** The filter's range in the rules' terms (epoch ms numbers), for the contracts' range rules. */
export function rangeOf(f: ManufacturedFilter): ManufacturedRange {
  return {
    ...f,
    startDate: f.startDate ? Number(f.startDate) : undefined,
    endDate: f.endDate === undefined ? undefined : Number(f.endDate),
  };
}

/** A filter that cannot match (the server refuses it): the first problem's code. */
export const filterProblem = (f: ManufacturedFilter) =>
  dateRangeProblem(rangeOf(f)) ?? serialRangeProblem(rangeOf(f));

/** A form rule from a contracts range rule: the same check and message as the server's. */
const rangeRule =
  (problem: typeof dateRangeProblem) =>
  ({ getFieldsValue }: { getFieldsValue: () => FilterValues }) => ({
    validator: async () => {
      const code = problem(rangeOf(filterOf(getFieldsValue())));
      if (code) throw new Error(messages[code]);
    },
  });

/** Each field a column of its own: a long message wraps under its field instead of moving the row. */
const FIELD = { width: 200 };

interface Props {
  /** The filter the list shows (from the URL), put back in the form. */
  initial: FilterValues | null;
  onFilter: (values: FilterValues) => void;
  onReset: () => void;
  onDownload: (filter: ManufacturedFilter) => void;
  downloading: boolean;
}

/** Category and start date required (spec 002 section 5), end date and a serial range optional. */
export function ManufacturedFilterForm({ initial, onFilter, onReset, onDownload, downloading }: Props) {
  const [form] = Form.useForm<FilterValues>();
  // The filter this form just applied: when the link catches up with it, what was typed since stays.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!initial || JSON.stringify(filterOf(initial)) === applied.current) return;
    form.setFieldsValue(initial);
    // A link's contradictory filter is not listed: its field says why, as when typed.
    if (filterProblem(filterOf(initial))) form.validateFields(['endDate', 'endSerialNumber']).catch(() => {});
  }, [form, initial]);
  const categories = useSession()?.user.allowedDeviceCategories ?? [];
  const checked = (run: (filter: ManufacturedFilter) => void) => async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) run(filterOf(values));
  };
  return (
    <ConsoleForm<FilterValues>
      form={form}
      layout="vertical"
      onFinish={(values) => {
        applied.current = JSON.stringify(filterOf(values));
        onFilter(values);
      }}
    >
      <Flex gap="middle" wrap>
        <Form.Item
          name="category"
          style={FIELD}
          label={messages.category}
          required
          rules={[{ required: true, message: messages.categoryEmpty }]}
        >
          <FieldSelect
            style={{ width: 200 }}
            placeholder={messages.selectPlaceholder}
            options={[...new Set(categories.map((c) => c.toUpperCase()))].map((c) => ({
              value: c,
              label: c,
            }))}
            showSearch
          />
        </Form.Item>
        <Form.Item
          name="startDate"
          style={FIELD}
          label={messages.startDate}
          required
          rules={[{ required: true, message: messages.startDateEmpty }]}
        >
          <DatePicker
            format={DATE_FORMATS.pickerDate}
            style={{ width: 200 }}
            disabledDate={(d) => d.isAfter(Date.now())}
          />
        </Form.Item>
        <Form.Item
          name="endDate"
          style={FIELD}
          label={messages.endDate}
          dependencies={['startDate']}
          rules={[rangeRule(dateRangeProblem)]}
        >
          <DatePicker
            format={DATE_FORMATS.pickerDate}
            style={{ width: 200 }}
            disabledDate={(d) => d.isAfter(Date.now())}
          />
        </Form.Item>
        <Form.Item name="startSerialNumber" label={messages.startSerialNumber} style={FIELD}>
          <Input style={{ width: 200 }} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="endSerialNumber"
          style={FIELD}
          label={messages.endSerialNumber}
          dependencies={['startSerialNumber']}
          rules={[rangeRule(serialRangeProblem)]}
        >
          <Input style={{ width: 200 }} maxLength={100} />
        </Form.Item>
      </Flex>
      <Flex gap="small">
        <FilterButtons form={form} onReset={onReset} noStyle />
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={checked(onDownload)}>
          {messages.download}
        </Button>
      </Flex>
    </ConsoleForm>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { dateRangeProblem, serialRangeProblem } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { Button, DatePicker, Flex, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { ConsoleForm } from '../../../shared/forms/console-form';
import { useSession } from '../../../shared/session/use-session';
import { FieldSelect } from '../../../shared/ui/field-select';
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

type RangeRule = typeof dateRangeProblem;

/** A form rule from a contracts range rule: the same check and message as the server's. */
const rangeRule =
  (problem: RangeRule) =>
  ({ getFieldsValue }: { getFieldsValue: () => FilterValues }) => ({
    validator: async () => {
      const f = filterOf(getFieldsValue());
      const code = problem({
        ...f,
        startDate: f.startDate ? Number(f.startDate) : undefined,
        endDate: f.endDate === undefined ? undefined : Number(f.endDate),
      });
      if (code) throw new Error(messages[code]);
    },
  });

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
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [form, initial]);
  const categories = useSession()?.user.allowedDeviceCategories ?? [];
  const checked = (run: (filter: ManufacturedFilter) => void) => async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) run(filterOf(values));
  };
  return (
    <ConsoleForm<FilterValues> form={form} layout="vertical" onFinish={onFilter}>
      <Flex gap="middle" wrap>
        <Form.Item
          name="category"
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
          label={messages.startDate}
          required
          rules={[{ required: true, message: messages.startDateEmpty }]}
        >
          <DatePicker style={{ width: 200 }} disabledDate={(d) => d.isAfter(Date.now())} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={messages.endDate}
          dependencies={['startDate']}
          rules={[rangeRule(dateRangeProblem)]}
        >
          <DatePicker style={{ width: 200 }} disabledDate={(d) => d.isAfter(Date.now())} />
        </Form.Item>
        <Form.Item name="startSerialNumber" label={messages.startSerialNumber}>
          <Input style={{ width: 200 }} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="endSerialNumber"
          label={messages.endSerialNumber}
          dependencies={['startSerialNumber']}
          rules={[rangeRule(serialRangeProblem)]}
        >
          <Input style={{ width: 200 }} maxLength={100} />
        </Form.Item>
      </Flex>
      <Flex gap="small">
        <Button type="primary" htmlType="submit">
          {messages.filter}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {messages.reset}
        </Button>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={checked(onDownload)}>
          {messages.download}
        </Button>
      </Flex>
    </ConsoleForm>
  );
}

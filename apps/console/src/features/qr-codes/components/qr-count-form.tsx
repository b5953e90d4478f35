import { messages } from '@console/contracts/messages';
import { formatQrDate, qrCountRange } from '@console/contracts/qr-codes';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Form, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { DATE_FORMATS } from '@/shared/format/dates';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { qrCountQuery } from '../api/count-qr-codes';
import { QrPrintsTable } from '../zpl/qr-prints-table';

interface Values {
  start?: Dayjs | null;
  end?: Dayjs | null;
}

const text = (d: Dayjs | null | undefined) => (d ? formatQrDate(d.toDate()) : '');

/**
 * QR Code Count (spec 002 sections 2 and 5): start and end dates (not in the future), Filter, Reset.
 * A date problem is said under its field (one at a time); the server's failure is a banner.
 */
export function QrCountForm() {
  const [form] = Form.useForm<Values>();
  const [range, setRange] = useState({ startTs: '', endTs: '' });
  const count = useQuery(qrCountQuery(range.startTs, range.endTs));
  useEffect(() => {
    if (count.error) showAlert('danger', errorText(count.error, messages.qrCountFailed));
  }, [count.error]);

  function submit(values: Values) {
    const q = { startTs: text(values.start), endTs: text(values.end) };
    const answer = qrCountRange(q);
    // One message at a time, under the field it is about; a count that is shown has none.
    const wrong = 'error' in answer ? (answer.error === messages.qrStartDateEmpty ? 'start' : 'end') : null;
    form.setFields(
      (['start', 'end'] as const).map((name) => ({
        name,
        errors: 'error' in answer && name === wrong ? [answer.error] : [],
      })),
    );
    if (!('error' in answer)) setRange(q);
  }

  const future = (d: Dayjs) => d.isAfter(dayjs(), 'day');
  return (
    <ConsoleForm form={form} layout="vertical" onFinish={submit}>
      <Flex gap="middle" wrap align="end">
        <Form.Item name="start" label={messages.qrStartDate} required>
          <DatePicker format={DATE_FORMATS.pickerDate} disabledDate={future} />
        </Form.Item>
        <Form.Item name="end" label={messages.qrEndDate} required>
          <DatePicker format={DATE_FORMATS.pickerDate} disabledDate={future} />
        </Form.Item>
        <Form.Item>
          <Flex gap="small">
            <Button type="primary" htmlType="submit" loading={count.isFetching}>
              {messages.filter}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setRange({ startTs: '', endTs: '' });
              }}
            >
              {messages.reset}
            </Button>
          </Flex>
        </Form.Item>
      </Flex>
      {/* The breakdown's heading stands apart from the total (it sat right under the figure). */}
      <Flex vertical gap="large">
        <Statistic title={messages.totalQrPrinted} value={count.data?.count ?? '-'} className="qr-count" />
        <QrPrintsTable key={`${range.startTs}/${range.endTs}`} startTs={range.startTs} endTs={range.endTs} />
      </Flex>
    </ConsoleForm>
  );
}

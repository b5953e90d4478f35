import { DownloadOutlined } from '@ant-design/icons';
import type { LogRange } from '@console/contracts/device-logs';
import { messages } from '@console/contracts/messages';
import { Button, DatePicker, Flex, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { DATE_FORMATS } from '@/shared/format/dates';
import { nowSeconds } from '../hooks/use-log-params';
import { isDayDisabled, type PickedDays, pickedDaysOf, rangeOfDays } from './log-range';

interface Props {
  applied: LogRange;
  onFilter: (range: LogRange) => void;
  onReset: () => void;
  /** Absent where the tab has no download. */
  onDownload?: (range: LogRange) => void;
  /** Bytes received while a download runs, else null. */
  downloadedBytes?: number | null;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * From/To days with Filter, Reset and Download (spec 001 section 2). Picking a new start clears
 * the end; Filter and Download need both dates and a range within the rules of section 5.
 */
export function LogRangeFilter({ applied, onFilter, onReset, onDownload, downloadedBytes }: Props) {
  const [days, setDays] = useState<PickedDays>(() => pickedDaysOf(applied));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDays(pickedDaysOf(applied)), [applied]);
  // Each input its own label (From, To): an aria-label on the picker would name both alike.
  const uid = useId();
  const ids = { start: `${uid}-from`, end: `${uid}-to` };

  const checked = (run: (range: LogRange) => void) => () => {
    const range = rangeOfDays(days, nowSeconds());
    if ('error' in range) return setError(range.error);
    setError(null);
    run(range);
  };
  const downloading = downloadedBytes !== null && downloadedBytes !== undefined;

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center">
        <label htmlFor={ids.start} className="visually-hidden">
          {messages.logFrom}
        </label>
        <label htmlFor={ids.end} className="visually-hidden">
          {messages.logTo}
        </label>
        <DatePicker.RangePicker
          id={ids}
          format={DATE_FORMATS.pickerDate}
          placeholder={[messages.logFrom, messages.logTo]}
          value={days}
          allowEmpty={[true, true]}
          disabledDate={(day, info) => isDayDisabled(day, nowSeconds(), info?.from)}
          onCalendarChange={(picked, _text, info) => {
            const [from, to] = picked ?? [null, null];
            const startChanged = info.range === 'start' && !from?.isSame(days[0], 'day');
            setDays(startChanged ? [from ?? null, null] : [from ?? null, to ?? null]);
          }}
          onChange={(picked) => setDays(picked ? [picked[0] ?? null, picked[1] ?? null] : [null, null])}
        />
        <Button type="primary" onClick={checked(onFilter)}>
          {messages.filter}
        </Button>
        <Button
          onClick={() => {
            setError(null);
            onReset();
          }}
        >
          {messages.reset}
        </Button>
        {onDownload ? (
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={checked(onDownload)}>
            {downloading ? `${messages.downloading} ${kb(downloadedBytes)}` : messages.download}
          </Button>
        ) : null}
      </Flex>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

import { isAfterMetricsToday } from '@console/contracts/insights';
import { fillMessage, messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { DATE_FORMATS, WIRE_DATE_FORMATS } from '../../../shared/format/dates';
import { useUrlTab } from '../../../shared/routing/use-url-tab';
import { showAlert } from '../../../shared/ui/alert-store';
import { TabbedPage } from '../../../shared/ui/tabbed-page';
import { dacCountQuery } from '../api/get-dac-count';

/** The DAC count call's days (spec 002 section 9). */
const DMY = WIRE_DATE_FORMATS.dayMonthYear;
const TABS = ['count', 'find'] as const;

/**
 * DAC Statistics (spec 002 sections 2 and 5): From and To pickers (no future days, To not before
 * From), Filter enabled once both are chosen, 'DAC Count : n'; and the Find Statistics tab, the
 * device DAC log search the app hands in. The tab is kept in the URL (`tab=find`).
 */
export default function DacStatisticsPage({ findStatistics }: { findStatistics: ReactNode }) {
  const [tab, setTab] = useUrlTab(TABS);
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const result = useQuery({ ...dacCountQuery(asked?.from ?? '', asked?.to ?? ''), enabled: asked !== null });

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.dacFetchFailed));
  }, [result.error]);

  const future = (d: Dayjs) => isAfterMetricsToday(d.format(WIRE_DATE_FORMATS.isoDay));
  const counter = (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <DatePicker
          aria-label={messages.fromDate}
          placeholder={messages.fromDate}
          format={DATE_FORMATS.pickerDate}
          value={from}
          disabledDate={(d) => future(d) || (to !== null && d.isAfter(to, 'day'))}
          onChange={setFrom}
        />
        <DatePicker
          aria-label={messages.toDate}
          placeholder={messages.toDate}
          format={DATE_FORMATS.pickerDate}
          value={to}
          disabledDate={(d) => future(d) || (from !== null && d.isBefore(from, 'day'))}
          onChange={setTo}
        />
        <Button
          type="primary"
          disabled={!from || !to}
          loading={result.isFetching}
          onClick={() => from && to && setAsked({ from: from.format(DMY), to: to.format(DMY) })}
        >
          {messages.filter}
        </Button>
      </Flex>
      {result.data && asked ? (
        <Typography.Title level={3} className="card-title" aria-live="polite">
          {fillMessage(messages.dacStatisticsCount, { count: result.data.count })}
        </Typography.Title>
      ) : null}
    </Flex>
  );

  return (
    <TabbedPage
      title={messages.dacStatisticsTitle}
      active={tab}
      onChange={setTab}
      tabs={[
        { key: 'count', label: messages.dacStatisticsTab, children: counter },
        { key: 'find', label: messages.findStatisticsTab, children: findStatistics },
      ]}
    />
  );
}

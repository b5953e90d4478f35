import {
  dacDrill,
  dacRangeProblem,
  isAfterMetricsToday,
  metricsDayOf,
  parseDmy,
} from '@console/contracts/insights';
import { fillMessage, messages } from '@console/contracts/messages';
import { fleetLinkOf } from '@console/contracts/segments';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { DATE_FORMATS, WIRE_DATE_FORMATS } from '@/shared/format/dates';
import { useFleetDrill } from '@/shared/routing/use-fleet-drill';
import { useUrlTab } from '@/shared/routing/use-url-tab';
import { showAlert } from '@/shared/ui/alert-store';
import { TabbedPage } from '@/shared/ui/tabbed-page';
import { dacCountQuery } from '../api/get-dac-count';

/** The DAC count call's days (spec 002 section 9). */
const { dayMonthYear: DMY, isoDay: DAY } = WIRE_DATE_FORMATS;
const TABS = ['count', 'find'] as const;

/**
 * DAC Statistics (spec 002 sections 2 and 5): From and To pickers (no future days; a To before
 * From is said under To), Filter enabled once both are chosen and in order, 'DAC Count : n' for the
 * dates it was asked for; and the Find Statistics tab, the
 * device DAC log search the app hands in. The tab is kept in the URL (`tab=find`).
 */
export default function DacStatisticsPage({ findStatistics }: { findStatistics: ReactNode }) {
  const [tab, setTab] = useUrlTab(TABS);
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const result = useQuery({ ...dacCountQuery(asked?.from ?? '', asked?.to ?? ''), enabled: asked !== null });
  // The devices behind the count, in Fleet Search (issue 32), for a person who may search the fleet.
  const drills = useFleetDrill() !== null;
  const drill = asked && dacDrill(parseDmy(asked.from) ?? '', parseDmy(asked.to) ?? '');

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.dacFetchFailed));
  }, [result.error]);

  const future = (d: Dayjs) => isAfterMetricsToday(d.format(DAY));
  // The one DAC rule the server applies too; 'both dates' is what the disabled Filter says.
  const problem = dacRangeProblem(from?.format(DAY), to?.format(DAY), metricsDayOf(Date.now() / 1000));
  const shown = problem && problem !== 'logDatesRequired' ? messages[problem] : undefined;
  // A count belongs to the dates it was asked for: a new date hides it until Filter asks again.
  const choose = (set: (d: Dayjs | null) => void) => (d: Dayjs | null) => {
    set(d);
    setAsked(null);
  };
  const dayPicker = (label: string, value: Dayjs | null, set: (d: Dayjs | null) => void) => (
    <DatePicker
      aria-label={label}
      placeholder={label}
      format={DATE_FORMATS.pickerDate}
      value={value}
      disabledDate={future}
      onChange={choose(set)}
    />
  );
  const counter = (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="start">
        {dayPicker(messages.fromDate, from, setFrom)}
        <Form.Item
          validateStatus={shown ? 'error' : undefined}
          help={shown}
          style={{ marginBottom: 0, maxWidth: 260 }}
        >
          {dayPicker(messages.toDate, to, setTo)}
        </Form.Item>
        <Button
          type="primary"
          disabled={problem !== undefined}
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
      {result.data && drill && drills ? (
        <Flex vertical gap={2}>
          <Link to={fleetLinkOf(drill)}>{messages.dacDrillLink}</Link>
          <Typography.Text type="secondary">{messages.dacDrillNote}</Typography.Text>
        </Flex>
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

import { dataCountryName } from '@console/contracts/access';
import { fillMessage, type MessageCode, messages } from '@console/contracts/messages';
import type { FleetFilter } from '@console/contracts/segments';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Row, Spin, Statistic, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { EmptyState } from '@/shared/ui/empty-state';
import { fleetSearchQuery } from '../api/search-fleet';
import { BreakdownCard } from './breakdown-card';
import { BulkActions } from './bulk-actions';
import { FleetTable } from './fleet-table';

/** While an answer (or the segment it answers) is read. */
export const AnswerLoading = () => (
  <Flex justify="center" style={{ padding: 48 }} role="status" aria-label={messages.loading}>
    <Spin size="large" />
  </Flex>
);

export type PickField = 'modelNumbers' | 'firmwareVersions' | 'countries';

/** Each breakdown, the filter its values go to, and how a value reads. */
const BREAKDOWNS: {
  field: PickField;
  title: MessageCode;
  of: 'models' | 'firmwareVersions' | 'countries';
  label?: (value: string) => string;
}[] = [
  { field: 'modelNumbers', title: 'fleetByModel', of: 'models' },
  { field: 'firmwareVersions', title: 'fleetByFirmware', of: 'firmwareVersions' },
  { field: 'countries', title: 'fleetByCountry', of: 'countries', label: dataCountryName },
];

interface Props {
  filter: FleetFilter;
  /** The open saved segment when its filter is the one searched. */
  segmentId: string | null;
  onPick: (field: PickField, value: string) => void;
}

/**
 * The answer to a filter: the count, the breakdowns by model, firmware and country, the bulk
 * actions and the devices, paged by the last device of each page (Next keeps the pages passed, so
 * Previous goes back). Mounted afresh for each filter.
 */
export function FleetAnswer({ filter, segmentId, onPick }: Props) {
  // The pages passed live in the link (`after`, once a page), so a reload shows the same page.
  const [params, setParams] = useSearchParams();
  const passed = params.getAll('after');
  const setPassed = (next: string[]) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.delete('after');
        for (const cursor of next) kept.append('after', cursor);
        return kept;
      },
      { replace: true },
    );
  const after = passed.at(-1) ?? null;
  const first = useQuery(fleetSearchQuery(filter, null));
  const later = useQuery({ ...fleetSearchQuery(filter, after ?? ''), enabled: after !== null });
  const page = after === null ? first : later;

  if (first.error)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={errorText(first.error, messages.fleetSearchFailed)}
      />
    );
  const counts = first.data?.counts;
  if (!counts) return <AnswerLoading />;
  if (counts.count === 0) return <EmptyState text={messages.fleetNoMatch} />;

  const total = counts.count;
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="end" wrap gap="middle">
        <Flex vertical>
          <Statistic
            title={messages.fleetMatching}
            value={total}
            valueStyle={{ fontSize: 40, lineHeight: 1.1 }}
          />
          {first.data?.countsAsOf ? (
            <Typography.Text type="secondary">
              {fillMessage(messages.fleetCountsAsOf, { time: formatDateTime(first.data.countsAsOf * 1000) })}
            </Typography.Text>
          ) : null}
        </Flex>
        <BulkActions filter={filter} count={total} segmentId={segmentId} />
      </Flex>
      <Row gutter={[16, 16]}>
        {BREAKDOWNS.map(({ field, title, of, label }) => (
          <Col xs={24} lg={8} key={field}>
            <BreakdownCard
              title={messages[title]}
              breakdown={counts[of]}
              total={total}
              label={label}
              onPick={(v) => onPick(field, v)}
            />
          </Col>
        ))}
      </Row>
      <Typography.Title level={2} className="section-title" style={{ margin: 0 }}>
        {messages.fleetDevicesTitle}
      </Typography.Title>
      {page.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={errorText(page.error, messages.fleetSearchFailed)}
        />
      ) : null}
      <FleetTable devices={page.data?.devices ?? []} loading={page.isFetching} />
      <Flex gap="small" justify="end" align="center" role="navigation" aria-label={messages.fleetPages}>
        <Typography.Text type="secondary">
          {fillMessage(messages.fleetPageNumber, { n: passed.length + 1 })}
        </Typography.Text>
        <Button size="small" disabled={passed.length === 0} onClick={() => setPassed(passed.slice(0, -1))}>
          {messages.previousPage}
        </Button>
        <Button
          size="small"
          disabled={!page.data?.next || page.isFetching}
          onClick={() => page.data?.next && setPassed([...passed, page.data.next])}
        >
          {messages.nextPage}
        </Button>
      </Flex>
    </Flex>
  );
}

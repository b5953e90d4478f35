import { fillMessage, messages } from '@console/contracts/messages';
import { compactFilter, type FleetFilter, filterText, sameFilter } from '@console/contracts/segments';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { errorText } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { segmentQuery } from '../api/get-segment';
import { fleetSearchQuery } from '../api/search-fleet';
import { BulkActionList } from '../components/bulk-action-list';
import { BulkResults } from '../components/bulk-results';
import { FilterPanel } from '../components/filter-panel';
import { FilterSentence } from '../components/filter-sentence';
import { AnswerLoading, FleetAnswer, type PickField } from '../components/fleet-answer';
import { SegmentBar } from '../components/segment-bar';
import { countText } from '../fleet-labels';
import { useActionParam } from '../hooks/use-action-param';
import { useFleetParams } from '../hooks/use-fleet-params';

/** Adds a breakdown's value to its filter; a list already naming it narrows to that value alone. */
function picked(filter: FleetFilter, field: PickField, value: string): FleetFilter {
  const list = filter[field] ?? [];
  return compactFilter({ ...filter, [field]: list.includes(value) ? [value] : [...list, value] });
}

/**
 * Fleet Search (issue 32): a filter over the devices in the person's scope, its count, breakdowns
 * and devices, and the saved segments. The search and the open segment are in the link.
 */
export default function FleetPage() {
  const params = useFleetParams();
  const action = useActionParam();
  const answer = useRef<HTMLDivElement>(null);
  const segment = useQuery({ ...segmentQuery(params.segmentId ?? ''), enabled: params.segmentId !== null });
  const open = params.segmentId ? segment.data : undefined;
  const filter = params.filter ?? open?.filter;
  const changed =
    open !== undefined && params.filter !== undefined && !sameFilter(params.filter, open.filter);
  // The answer's own first page (one call, shared with the answer): its breakdowns suggest values.
  const first = useQuery({ ...fleetSearchQuery(filter ?? {}, null), enabled: filter !== undefined });
  const counts = filter === undefined ? undefined : first.data?.counts;
  const seen = {
    models: counts?.models.top.map((r) => r.value) ?? [],
    firmware: counts?.firmwareVersions.top.map((r) => r.value) ?? [],
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.fleetTitle}
      </Typography.Title>
      <Card>
        <SegmentBar
          segment={open}
          filter={filter}
          changed={changed}
          onOpen={params.open}
          onSaved={(s) => params.saved(s.segmentId)}
          onDeleted={() => params.keep(filter)}
        />
        {segment.error ? (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            role="alert"
            message={errorText(segment.error, messages.segmentNotFound)}
          />
        ) : null}
      </Card>
      <Card
        title={messages.fleetFilters}
        extra={<Typography.Text type="secondary">{messages.fleetFiltersRule}</Typography.Text>}
      >
        <FilterPanel
          filter={filter}
          seen={seen}
          onSearch={params.search}
          onClear={params.clear}
          outcome={
            counts ? (
              <Button type="link" onClick={() => answer.current?.scrollIntoView({ block: 'start' })}>
                {fillMessage(messages.fleetSeeMatches, { count: countText(counts.count) })}
              </Button>
            ) : null
          }
        />
      </Card>
      <Card ref={answer}>
        {params.badLink ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={messages.segmentBadFilter}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        {filter === undefined && segment.isFetching ? (
          <AnswerLoading />
        ) : filter === undefined ? (
          <EmptyState text={messages.fleetStart} />
        ) : (
          <Flex vertical gap="small">
            <FilterSentence filter={filter} />
            <FleetAnswer
              key={filterText(filter)}
              filter={filter}
              segmentId={open && !changed ? open.segmentId : null}
              onPick={(field, value) => params.search(picked(filter, field, value))}
            />
          </Flex>
        )}
      </Card>
      <Card title={messages.bulkListTitle}>
        <Flex vertical gap="middle">
          {action.actionId ? (
            <BulkResults key={action.actionId} actionId={action.actionId} onClose={action.close} />
          ) : null}
          <BulkActionList openId={action.actionId} onOpen={action.open} />
        </Flex>
      </Card>
    </Flex>
  );
}

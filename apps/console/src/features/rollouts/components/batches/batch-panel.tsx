import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import type { BatchFilter } from '../../api/keys';
import { batchListQuery } from '../../api/list-batches';
import { BatchFilters } from './batch-filters';
import { BatchTable } from './batch-table';
import { TriggerForm } from './trigger-form';

/**
 * The FOTA Firmware tab's third panel: the batch list with its filters, and Notify Device, which
 * opens the send-trigger form (spec 001 section 2). Counters refresh while a batch runs.
 */
export default function BatchPanel() {
  const [filter, setFilter] = useState<BatchFilter>({});
  const [notifying, setNotifying] = useState(false);
  const batches = useQuery(batchListQuery(filter));

  if (notifying) return <TriggerForm onDone={() => setNotifying(false)} />;
  return (
    <Card
      title={<h2 className="card-title">{messages.batchListTitle}</h2>}
      extra={
        <Button type="primary" onClick={() => setNotifying(true)}>
          {messages.notifyDevice}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <BatchFilters onFilter={setFilter} />
        {batches.isError ? (
          <Alert type="error" showIcon message={errorText(batches.error, messages.internalError)} />
        ) : null}
        <BatchTable batches={batches.data ?? []} loading={batches.isFetching && !batches.data} />
      </Flex>
    </Card>
  );
}

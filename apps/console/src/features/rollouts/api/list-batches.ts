import { type FotaBatch, listBatches } from '@console/contracts/rollouts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { type BatchFilter, batchKeys } from './keys';

/** While a batch still waits for devices, its counters are fetched again this often. */
export const RUNNING_REFRESH_MS = 3000;

const running = (rows: FotaBatch[] | undefined) => rows?.some((b) => b.inProgress > 0) ?? false;

/** The batch list (latest 200), refreshed every 3 s while any batch is running. */
export const batchListQuery = (filter: BatchFilter) =>
  queryOptions({
    queryKey: batchKeys.list(filter),
    queryFn: ({ signal }) => apiCall(listBatches, { query: { ...filter, size: 200 }, signal }),
    refetchInterval: (query) => (running(query.state.data) ? RUNNING_REFRESH_MS : false),
  });

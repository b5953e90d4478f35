import {
  type BulkAction,
  type BulkActionBody,
  type BulkControl,
  controlBulkAction,
  createBulkAction,
  ENDED_BULK_ACTION_STATES,
  getBulkAction,
  listBulkActions,
  listBulkResults,
} from '@console/contracts/segments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { segmentKeys } from './keys';

/** How often an open bulk action's progress is read again (issue 32: at most every 2 s). */
export const BULK_POLL_MS = 2_000;
const open = (a: BulkAction) => !ENDED_BULK_ACTION_STATES.includes(a.state);

/** Bulk actions a page of the list shows. */
export const BULK_LIST_SIZE = 10;

/** A page of the tenant's bulk actions, newest first; read again every 2 s while any is not ended. */
export const bulkActionsQuery = (page = 0) =>
  queryOptions({
    queryKey: segmentKeys.bulkList(page),
    queryFn: ({ signal }) => apiCall(listBulkActions, { query: { page, size: BULK_LIST_SIZE }, signal }),
    refetchInterval: (q) => (q.state.data?.actions.some(open) ? BULK_POLL_MS : false),
  });

/** One bulk action (a link's `?action=`), read again while it is not ended. */
export const bulkActionQuery = (actionId: string) =>
  queryOptions({
    queryKey: segmentKeys.bulkOne(actionId),
    queryFn: ({ signal }) => apiCall(getBulkAction, { params: { actionId }, signal }),
    retry: false,
    refetchInterval: (q) => (q.state.data && open(q.state.data) ? BULK_POLL_MS : false),
  });

/** A page of an action's per-device results, after the device given (null: the first). */
export const bulkResultsQuery = (actionId: string, after: string | null, running: boolean) =>
  queryOptions({
    queryKey: segmentKeys.bulkResults(actionId, after),
    queryFn: ({ signal }) =>
      apiCall(listBulkResults, {
        params: { actionId },
        query: { size: 20, ...(after ? { after } : {}) },
        signal,
      }),
    refetchInterval: running ? BULK_POLL_MS : false,
  });

/** Asks for a bulk action: the server freezes its devices and answers with their count, nothing done yet. */
export function useCreateBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkActionBody) => apiCall(createBulkAction, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: segmentKeys.bulk() }),
  });
}

/** Confirms, approves or cancels a bulk action; the lists read again. */
export function useControlBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, action }: { actionId: string; action: BulkControl }) =>
      apiCall(controlBulkAction, { params: { actionId }, body: { action } }),
    onSettled: () => client.invalidateQueries({ queryKey: segmentKeys.bulk() }),
  });
}

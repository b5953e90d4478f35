import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useLogParams } from '../hooks/use-log-params';

/**
 * One 100-row page of a log, the page numbers kept in the URL (another tab or range starts on the
 * first). A failure shows
 * the server's message, else the tab's own catalogue text. Answers the table's props.
 */
export function useLogPage<T, K extends readonly unknown[]>(
  queryOf: (page: number) => UseQueryOptions<T[], Error, T[], K>,
  failedText: string,
) {
  const { logPage: page, openLogPage, tablePage, openTablePage } = useLogParams();
  const result = useQuery(queryOf(page));

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, failedText));
  }, [result.error, failedText]);

  return {
    rows: result.data ?? [],
    loading: result.isFetching,
    page,
    onPage: openLogPage,
    tablePage,
    onTablePage: openTablePage,
  };
}

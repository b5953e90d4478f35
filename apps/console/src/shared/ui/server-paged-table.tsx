import { LIST_PAGE_SIZE } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../api/api-error';
import { showAlert } from './alert-store';
import { fetchOf, nextOf, pageLinks, rowsOfPage } from './chunk-paging';
import { EmptyState } from './empty-state';

/** The Sl.No column's width: its header and a four-digit place, in a compact table. */
export const SL_NO_WIDTH = 46;

interface Props<T> {
  /** The list's key; each server page is cached under it with its number. */
  queryKey: QueryKey;
  /** One server page (0-based); fewer than 100 rows means it was the last. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<T[]>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** The message when a fetch fails. */
  failed: string;
  /** Sl.No: the row's place in the whole list, as the first column. */
  serialNumbers?: boolean;
  /**
   * The page (0-based) when the caller keeps it (in the URL, say), with `onPage`; without them the
   * table keeps its own, back to the first when the list's key changes.
   */
  page?: number;
  onPage?: (page: number) => void;
  /** The width the columns need before the table scrolls sideways. */
  scrollX?: number;
}

/**
 * A list the server answers 100 rows at a time, shown 20 a page with a window of 5 page links
 * (spec 002's list paging, written once in the contracts). Only the server page of the shown page
 * is fetched, so any page can be opened directly; Next past the last row says 'You have reached
 * end of page.'
 */
export function ServerPagedTable<T extends object>(props: Props<T>) {
  const { queryKey, fetchPage, failed } = props;
  const client = useQueryClient();
  const [ownPage, setOwnPage] = useState(0);
  const page = props.page ?? ownPage;
  const setPage = props.onPage ?? setOwnPage;
  const chunk = (n: number) => ({
    queryKey: [...queryKey, n],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(n, signal),
    retry: false,
  });
  const fetched = useQuery(chunk(fetchOf(page)));
  const keyText = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts on page 1.
  useEffect(() => setOwnPage(0), [keyText]);
  useEffect(() => {
    if (fetched.error) showAlert('danger', errorText(fetched.error, failed));
  }, [fetched.error, failed]);

  const rows = fetched.data ?? [];
  // The page last asked for: the caller's page may follow a click only later (a URL changes in a
  // transition), and a second click on Next meanwhile must move on from the first one's page. The
  // caller showing an earlier click's page on the way keeps the later ask; a page nobody here asked
  // for (Back, an edited link) is where the next click starts from.
  const asked = useRef(page);
  const pending = useRef<number[]>([]);
  useEffect(() => {
    const shown = pending.current.indexOf(page);
    pending.current = shown === -1 ? [] : pending.current.slice(shown + 1);
    if (pending.current.length === 0) asked.current = page;
  }, [page]);
  const from = () => (fetchOf(asked.current) === fetchOf(page) ? asked.current : page);
  const go = async (next: number | 'end') => {
    if (next === 'end') return showAlert('warning', messages.endOfPage);
    if (fetchOf(next) !== fetchOf(page)) {
      // A full hundred may be the last: an empty next hundred is the end too.
      const more = await client.fetchQuery(chunk(fetchOf(next))).catch((error: unknown) => {
        showAlert('danger', errorText(error, failed));
        return null;
      });
      if (!more) return;
      if (more.length === 0) return showAlert('warning', messages.endOfPage);
    }
    asked.current = next;
    pending.current.push(next);
    setPage(next);
  };

  const numbered: TableColumnsType<T> = props.serialNumbers
    ? [
        {
          title: messages.slNo,
          key: 'slNo',
          width: SL_NO_WIDTH,
          render: (_v, _r, i) => page * LIST_PAGE_SIZE + i + 1,
        },
        ...props.columns,
      ]
    : props.columns;

  return (
    <Flex vertical gap="small">
      <Table<T>
        rowKey={props.rowKey}
        size="small"
        columns={numbered}
        dataSource={rowsOfPage(rows, page)}
        loading={fetched.isFetching}
        pagination={false}
        scroll={{ x: props.scrollX ?? true, y: '58vh' }}
        locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
      />
      <Flex gap={4} justify="end" className="server-pager" role="navigation" aria-label="pages">
        <Button size="small" disabled={page === 0} onClick={() => go(Math.max(0, from() - 1))}>
          {messages.previousPage}
        </Button>
        {pageLinks(page, rows.length).map((n) => (
          <Button
            key={n}
            size="small"
            type={n === page ? 'primary' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => go(n)}
          >
            {n + 1}
          </Button>
        ))}
        <Button size="small" disabled={fetched.isFetching} onClick={() => go(nextOf(from(), rows.length))}>
          {messages.nextPage}
        </Button>
      </Flex>
    </Flex>
  );
}

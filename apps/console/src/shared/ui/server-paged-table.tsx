import { LIST_FETCH_SIZE, LIST_PAGE_LINKS, LIST_PAGE_SIZE } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../api/api-error';
import { showAlert } from './alert-store';

interface Props<T> {
  queryKey: QueryKey;
  /** One server page (0-based); fewer than `fetchSize` rows means it was the last. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<T[]>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** The message when a fetch fails. */
  failed: string;
  /** Sl.No: the row's place in the whole list, as the first column. */
  serialNumbers?: boolean;
}

/** Spec 002's list paging, written once in the contracts: 100 fetched, 20 a page, 5 page links. */
const [fetchSize, pageSize, pageLinks] = [LIST_FETCH_SIZE, LIST_PAGE_SIZE, LIST_PAGE_LINKS];

/**
 * A list the server answers `fetchSize` rows at a time, shown `pageSize` a page with a window of
 * `pageLinks` page links. The next server page is fetched when the person pages past what is
 * loaded; paging beyond the last page says 'You have reached end of page.'
 */
export function ServerPagedTable<T extends object>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
  failed,
  serialNumbers = false,
}: Props<T>) {
  const [page, setPage] = useState(0);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length < fetchSize ? undefined : all.length),
    retry: false,
  });
  const keyText = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts on page 1.
  useEffect(() => setPage(0), [keyText]);
  useEffect(() => {
    if (query.error) showAlert('danger', errorText(query.error, failed));
  }, [query.error, failed]);

  const rows = query.data?.pages.flat() ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const first = Math.floor(page / pageLinks) * pageLinks;
  const links = Array.from({ length: Math.min(pageLinks, pages - first) }, (_, i) => first + i);

  async function next() {
    if (page + 1 < pages) return setPage(page + 1);
    if (!query.hasNextPage) return showAlert('warning', messages.endOfPage);
    const more = await query.fetchNextPage();
    const loaded = more.data?.pages.flat().length ?? 0;
    if (loaded > rows.length) setPage(page + 1);
    else showAlert('warning', messages.endOfPage);
  }

  const shown = rows.slice(page * pageSize, (page + 1) * pageSize);
  const numbered: TableColumnsType<T> = serialNumbers
    ? [
        {
          title: messages.slNo,
          key: 'slNo',
          width: 70,
          render: (_v, _r, i) => page * pageSize + i + 1,
        },
        ...columns,
      ]
    : columns;

  return (
    <Flex vertical gap="small">
      <Table<T>
        rowKey={rowKey}
        size="small"
        columns={numbered}
        dataSource={shown}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: true, y: '58vh' }}
      />
      <Flex gap={4} justify="end" className="server-pager">
        <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {messages.previousPage}
        </Button>
        {links.map((n) => (
          <Button
            key={n}
            size="small"
            type={n === page ? 'primary' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => setPage(n)}
          >
            {n + 1}
          </Button>
        ))}
        <Button size="small" onClick={next} loading={query.isFetchingNextPage}>
          {messages.nextPage}
        </Button>
      </Flex>
    </Flex>
  );
}

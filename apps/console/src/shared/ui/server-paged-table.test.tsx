import { messages } from '@console/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { alertStore } from './alert-store';
import { ServerPagedTable } from './server-paged-table';

type Row = { n: number };
const hundred = (from: number): Row[] => Array.from({ length: 100 }, (_, i) => ({ n: from + i }));

function renderTable(page: number, onPage: (page: number) => void, fetchPage: (n: number) => Promise<Row[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const table = (shown: number) => (
    <QueryClientProvider client={client}>
      <ServerPagedTable<Row>
        queryKey={['rows']}
        fetchPage={(n) => fetchPage(n)}
        columns={[{ key: 'n', title: 'n', render: (_, row) => `row ${row.n}` }]}
        rowKey="n"
        failed="failed"
        page={shown}
        onPage={onPage}
      />
    </QueryClientProvider>
  );
  const { rerender } = render(table(page));
  /** The caller shows `shown` now (its URL has moved there). */
  return { show: (shown: number) => rerender(table(shown)) };
}

describe('ServerPagedTable with the page kept by its caller', () => {
  it('opens page 7 straight from its server page, with the window of page links around it', async () => {
    const fetchPage = vi.fn(async (n: number) => (n === 1 ? hundred(100) : []));
    const onPage = vi.fn();
    renderTable(6, onPage, fetchPage);
    expect(await screen.findByText('row 120')).toBeTruthy();
    expect(screen.getByText('row 139')).toBeTruthy();
    expect(screen.queryByText('row 140')).toBeNull();
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1]);
    const pager = screen.getByRole('navigation', { name: 'pages' });
    expect(pager.textContent).toContain('678910');
    await userEvent.click(screen.getByRole('button', { name: '9' }));
    expect(onPage).toHaveBeenLastCalledWith(8);
  });

  it('says the end is reached when the hundred after a full one is empty, and stays', async () => {
    const fetchPage = vi.fn(async (n: number) => (n === 1 ? hundred(100) : []));
    const onPage = vi.fn();
    renderTable(9, onPage, fetchPage);
    await screen.findByText('row 180');
    await userEvent.click(screen.getByRole('button', { name: messages.nextPage }));
    await waitFor(() => expect(alertStore.get().map((a) => a.text)).toContain(messages.endOfPage));
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('moves on from the page last asked for when Next is clicked again before the caller shows it', async () => {
    const fetchPage = vi.fn(async (n: number) => (n === 0 ? hundred(0) : []));
    // The caller (a URL, say) has not shown the first click's page yet when the second comes.
    const onPage = vi.fn();
    renderTable(0, onPage, fetchPage);
    await screen.findByText('row 0');
    const next = screen.getByRole('button', { name: messages.nextPage });
    await userEvent.click(next);
    await userEvent.click(next);
    await waitFor(() => expect(onPage.mock.calls.map(([n]) => n)).toEqual([1, 2]));
  });

  it('keeps the later ask when the caller shows an earlier click’s page on the way', async () => {
    const fetchPage = vi.fn(async (n: number) => (n === 0 ? hundred(0) : []));
    const onPage = vi.fn();
    const { show } = renderTable(0, onPage, fetchPage);
    await screen.findByText('row 0');
    const next = () => userEvent.click(screen.getByRole('button', { name: messages.nextPage }));
    await next();
    await next();
    // The first click's page arrives while the second's is still on its way: a third click goes on.
    show(1);
    await next();
    await waitFor(() => expect(onPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]));
    // Both arrive; then a page nobody here asked for (Back in the browser) is where Next starts.
    show(2);
    show(3);
    show(0);
    await next();
    await waitFor(() => expect(onPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 3, 1]));
  });
});

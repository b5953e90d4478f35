import { fillMessage, messages } from '@console/contracts/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PagedLogTable } from './paged-log-table';

const rows = Array.from({ length: 100 }, (_, i) => ({ n: i }));

describe('PagedLogTable', () => {
  it('names the rows a table page shows within the loaded hundred, so the two pagers say which pages what', () => {
    render(
      <PagedLogTable
        columns={[{ key: 'n', title: 'n', dataIndex: 'n' }]}
        rows={rows}
        loading={false}
        page={1}
        onPage={() => {}}
        rowKey={(row) => String(row.n)}
        tablePageSize={20}
        tablePage={1}
      />,
    );
    const shown = fillMessage(messages.logTableRows, { from: 121, to: 140, first: 101, last: 200 });
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.getByText(fillMessage(messages.logPage, { page: 2 }))).toBeTruthy();
  });
});

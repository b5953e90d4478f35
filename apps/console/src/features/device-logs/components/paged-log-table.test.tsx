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
    // QA walk: 'Rows 121–140 of 101–200' read like a bug; it says how many are loaded, and which.
    expect(screen.getByText('Rows 121–140 of the 100 loaded (101–200)')).toBeTruthy();
    expect(screen.getByText(fillMessage(messages.logPage, { page: 2 }))).toBeTruthy();
  });
});

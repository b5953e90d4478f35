import { fillMessage, messages } from '@console/contracts/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QR_FORM_DEFAULTS } from '../qr-form-values';
import { readSerials } from '../read-serials';
import type { QrRun, QrRunState } from '../use-qr-run';
import { QrRunResults } from './qr-run-results';

const runOf = (state: QrRunState): QrRun => ({
  state,
  running: false,
  start: async () => {},
  clear: () => {},
});

/** Issue 29: 43 rows with one repeat gave 'Total QR Codes 42' and no word why. */
describe('QR run results: the CSV repeats', () => {
  it('reads a real CSV file: each serial once, the repeats named and the dropped rows counted', async () => {
    const csv = ['Product Serial Number', 'A1', 'B2', 'A1', 'C3', 'A1', 'B2'].join('\n');
    const read = await readSerials(new File([csv], 'serials.csv', { type: 'text/csv' }));
    expect(read).toEqual({ serials: ['A1', 'B2', 'C3'], duplicates: ['A1', 'B2'], droppedRows: 3 });
  });

  it('lists the duplicate serials and counts the rows dropped beside the totals', () => {
    render(
      <QrRunResults
        run={runOf({
          mode: 'psn',
          total: 40,
          rows: [],
          labels: [],
          duplicates: ['A1', 'B2'],
          droppedRows: 3,
          done: false,
        })}
        settings={QR_FORM_DEFAULTS}
      />,
    );
    const figure = screen.getByText(messages.qrDuplicateRows).closest('.ant-statistic');
    expect(figure?.textContent).toBe(`${messages.qrDuplicateRows}3`);
    expect(
      screen.getByText(fillMessage(messages.qrDuplicateSerials, { count: 3, serials: 'A1, B2' })),
    ).toBeTruthy();
  });

  it('counts one dropped row without a plural (it read "1 rows dropped")', () => {
    const { container } = render(
      <QrRunResults
        run={runOf({
          mode: 'psn',
          total: 2,
          rows: [],
          labels: [],
          duplicates: ['A1'],
          droppedRows: 1,
          done: false,
        })}
        settings={QR_FORM_DEFAULTS}
      />,
    );
    const alert = container.querySelector('.qr-duplicates')?.textContent ?? '';
    expect(alert).toContain('A1');
    expect(alert).not.toMatch(/\b1 rows\b/);
  });

  it('says nothing of duplicates when there were none', () => {
    render(
      <QrRunResults
        run={runOf({
          mode: 'psn',
          total: 1,
          rows: [],
          labels: [],
          duplicates: [],
          droppedRows: 0,
          done: false,
        })}
        settings={QR_FORM_DEFAULTS}
      />,
    );
    expect(screen.queryByText(messages.qrDuplicateRows)).toBeNull();
  });
});

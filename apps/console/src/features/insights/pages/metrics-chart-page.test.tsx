import { getOnboardCount, getOnboardCountAc } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../../test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '../../../../test/render-screen';
import MetricsChartPage from './metrics-chart-page';

/** Types a day into one of the range picker's two boxes and confirms it, as a person may. */
function typeDay(box: HTMLElement, day: string) {
  fireEvent.mouseDown(box);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: day } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('Metrics Chart, Date Range', { timeout: 30_000 }, () => {
  it("keeps an end before the start as chosen and says 'End date must be after start date.'", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(answer(getOnboardCount, () => ({ data: [] })));
    renderScreen(<MetricsChartPage />, { path: PATHS.metricsChart, url: PATHS.metricsChart });
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('radio', { name: 'Date Range' }));
    const [start, end] = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    typeDay(start as HTMLInputElement, '10-10-2026');
    typeDay(end as HTMLInputElement, '05-10-2026');
    // Not swapped: the start stays the 10th, the end the 5th.
    await waitFor(() => expect((end as HTMLInputElement).value).toBe('05-10-2026'));
    expect((start as HTMLInputElement).value).toBe('10-10-2026');
    fireEvent.click(screen.getByRole('button', { name: messages.filter }));
    expect(await screen.findByText(messages.metricsEndBeforeStart)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(document.querySelector('.ant-picker-range.ant-picker-status-error')).toBeTruthy();
  });
});

// Issue 29: a reload showed graph 1 again, whichever graph was chosen.
describe('Metrics Chart, the chosen graph in the link', { timeout: 30_000 }, () => {
  it('opens the graph the URL names, and keeps a newly chosen one there', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(
      answer(getOnboardCountAc, () => ({ data: [] })),
      answer(getOnboardCount, () => ({ data: [] })),
    );
    renderScreen(<MetricsChartPage />, { path: PATHS.metricsChart, url: `${PATHS.metricsChart}?graph=11` });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toContain(getOnboardCountAc.path);
    expect(screen.getByText('11 Onboard Statistics - AC')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: messages.graphType }));
    fireEvent.click(await screen.findByTitle('1 Onboard Statistics - Others'));
    await waitFor(() => expect(currentUrl()).toBe(PATHS.metricsChart));
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

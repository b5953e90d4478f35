import { messages } from '@console/contracts/messages';
import { PATHS, rolloutOf } from '@console/contracts/paths';
import { listRollouts } from '@console/contracts/rollouts';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { rolloutSummary as summary } from '@test/rollout';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RolloutListPage from './rollout-list-page';

const open = (query = '') =>
  renderScreen(<RolloutListPage />, { path: PATHS.rollouts, url: `${PATHS.rollouts}${query}` });

function serve(total = 45) {
  const asked: Record<string, string>[] = [];
  fakeApi(
    answer(listRollouts, ({ query }) => {
      asked.push(Object.fromEntries(query));
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      const rows = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) =>
        summary(page * size + i + 1),
      );
      return { total, rollouts: rows };
    }),
  );
  return asked;
}

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Firmware Rollouts list', { timeout: 60_000 }, () => {
  it("asks with the link's page, size and filters, as a reload does, and shows each rollout's numbers", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const asked = serve();
    open('?state=running&model=CS-1&page=2&size=20');
    expect(await screen.findByText('Rollout 21')).toBeTruthy();
    expect(asked[0]).toEqual({ page: '1', size: '20', state: 'running', modelNumber: 'CS-1' });
    const link = screen.getByRole('link', { name: 'Rollout 21' });
    expect(link.getAttribute('href')).toBe(rolloutOf('r-21'));
    expect(screen.getAllByText('2 of 3').length).toBeGreaterThan(0);
    expect(screen.getAllByText('110 / 1,000').length).toBeGreaterThan(0);
    expect(screen.getAllByText(messages.rolloutStateRunning).length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('CS-1')).toBeTruthy();
  });

  it('keeps the page in the URL and starts a new filter on the first page', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const asked = serve();
    open();
    expect(await screen.findByText('Rollout 1')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Rollout 41')).toBeTruthy();
    expect(currentUrl()).toBe(`${PATHS.rollouts}?page=3`);

    const model = screen.getByRole('searchbox', { name: messages.rolloutModelFilter });
    await user.type(model, 'CS-9{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(`${PATHS.rollouts}?model=CS-9`));
    expect(asked.at(-1)).toEqual({ page: '0', size: '20', modelNumber: 'CS-9' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: messages.rolloutState }));
    fireEvent.click(await screen.findByTitle(messages.rolloutStatePaused));
    await waitFor(() => expect(currentUrl()).toBe(`${PATHS.rollouts}?model=CS-9&state=paused`));
    expect(asked.at(-1)).toEqual({ page: '0', size: '20', modelNumber: 'CS-9', state: 'paused' });
  });

  it('says when there is no rollout, and when the filters match none', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    serve(0);
    const { unmount } = open();
    expect(await screen.findByText(messages.noRollouts)).toBeTruthy();
    unmount();
    serve(0);
    open('?state=aborted');
    expect(await screen.findByText(messages.noRolloutsMatch)).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(listRollouts, () => {
        throw new FakeStatus(403, { statusCode: 403, code: 'forbidden', message: 'Not allowed here.' });
      }),
    );
    open();
    expect(await screen.findByText('Not allowed here.')).toBeTruthy();
  });

  it('reads the list again every 2 s while a rollout on it is open, and stops once all have ended', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const reads: number[] = [];
    fakeApi(
      answer(listRollouts, () => {
        reads.push(Date.now());
        const ended = reads.length >= 2;
        return {
          total: 2,
          rollouts: [
            summary(1, ended ? { state: 'completed', installed: 1000 } : { state: 'paused' }),
            summary(2, { state: 'aborted', stopReason: 'Aborted by demo.l4.' }),
          ],
        };
      }),
    );
    open();
    expect(await screen.findByText(messages.rolloutStatePaused)).toBeTruthy();
    expect(await screen.findByText(messages.rolloutStateCompleted, {}, { timeout: 4000 })).toBeTruthy();
    expect(reads).toHaveLength(2);
    expect((reads[1] ?? 0) - (reads[0] ?? 0)).toBeGreaterThanOrEqual(1900);
    await sleep(2600);
    expect(reads).toHaveLength(2);
  });

  it('does not read again a list whose rollouts have all ended', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    let reads = 0;
    fakeApi(
      answer(listRollouts, () => {
        reads += 1;
        return {
          total: 1,
          rollouts: [summary(1, { state: 'stopped', stopReason: 'Phase 1: 2 devices failed.' })],
        };
      }),
    );
    open();
    expect(await screen.findByText(messages.rolloutStateStopped)).toBeTruthy();
    await sleep(2600);
    expect(reads).toBe(1);
  });
});

import { PATHS } from '@console/contracts/paths';
import { listWebhooks, type WebhookEndpoint } from '@console/contracts/webhooks';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_POLL_MAX_MS, WEBHOOK_POLL_MS } from '../api/list-webhooks';
import WebhooksPage from './webhooks-page';

const failing = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  endpointId: 'e1',
  url: 'https://hooks.example.com/down',
  description: '',
  events: ['device.offboarded'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  disabledBy: null,
  failingSince: 1_790_000_000,
  createdBy: 'test.user',
  createdAt: 1_790_000_000,
  pending: 4,
  lastAttempt: { at: 1_790_000_000_000, eventType: 'device.offboarded', statusCode: 503, error: null },
  ...over,
});

/** Whole seconds between one read and the next. */
const gapsOf = (reads: number[]) => reads.slice(1).map((at, i) => Math.round((at - (reads[i] ?? 0)) / 1000));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
});
afterEach(() => vi.useRealTimers());

// Issue 33: the list was read every 3 s for as long as a failing endpoint had deliveries waiting —
// up to a day of retries, 28,800 reads for one open screen.
describe('Webhooks list while deliveries wait', { timeout: 30_000 }, () => {
  it('reads again at growing gaps up to a minute while nothing changes, soon after a change, and stops when none waits', async () => {
    let shown = failing();
    const reads: number[] = [];
    fakeApi(
      answer(listWebhooks, () => {
        reads.push(Date.now());
        return { endpoints: [shown] };
      }),
    );
    renderScreen(<WebhooksPage />, { path: PATHS.webhooks, url: PATHS.webhooks });
    await screen.findByText(shown.url);

    await wait(10 * 60_000);
    const gaps = gapsOf(reads);
    expect(gaps.slice(0, 7)).toEqual([3, 3, 6, 12, 24, 48, 60]);
    expect(Math.max(...gaps) * 1000).toBe(WEBHOOK_POLL_MAX_MS);
    expect(reads.length).toBeLessThan(20);

    // A retry's answer is a change: it is shown within a minute, and the next read comes 3 s after.
    shown = failing({ lastAttempt: { ...shown.lastAttempt!, at: Date.now(), statusCode: 500 } });
    const before = reads.length;
    for (let s = 0; s < WEBHOOK_POLL_MAX_MS / 1000 && reads.length === before; s++) await wait(1000);
    expect(await screen.findByText('500')).toBeTruthy();
    const changedAt = reads.length;
    expect(changedAt).toBe(before + 1);
    await wait(WEBHOOK_POLL_MS + 500);
    expect(reads.length).toBe(changedAt + 1);

    // Delivered or given up: no read after the one that says so.
    shown = failing({ pending: 0 });
    await wait(3 * WEBHOOK_POLL_MAX_MS);
    const settled = reads.length;
    await wait(10 * WEBHOOK_POLL_MAX_MS);
    expect(reads.length).toBe(settled);
  });
});

import { getProductMetricsImages, PRODUCT_METRICS } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAWING_ASKS, isBeingDrawn } from '../api/get-product-metrics';
import ProductMetricsPage from './product-metrics-page';

// A 1x1 PNG: what the image holds does not matter here, only that each is shown with its title.
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const images = PRODUCT_METRICS.map((m) => ({ fileName: m.fileName, base64: PIXEL }));
const open = () =>
  renderScreen(<ProductMetricsPage />, { path: PATHS.productMetrics, url: PATHS.productMetrics });

describe('Product Metrics screen', () => {
  it('shows the 13 titled images and opens one enlarged with its title on click', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(getProductMetricsImages, () => images));
    open();
    const buttons = await screen.findAllByRole('button', { name: /./ });
    const tiles = buttons.filter((b) => b.classList.contains('product-metric-open'));
    expect(tiles.map((b) => b.getAttribute('aria-label'))).toEqual(PRODUCT_METRICS.map((m) => m.title));
    expect(screen.getByText('Onboarded ACs by Month')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Weekly Active Frequency' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Weekly Active Frequency')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Weekly Active Frequency' }).getAttribute('src')).toBe(
      `data:image/png;base64,${PIXEL}`,
    );
  });

  // Walk finding: on a first visit the empty answer (the set still being drawn, decision 0022) read
  // 'Product Metrics not available' with nothing moving; it says they are being prepared.
  it('says the images are being prepared, with a spinner, while the answer is empty', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(getProductMetricsImages, () => []));
    open();
    expect(await screen.findByText(messages.productMetricsPreparing)).toBeTruthy();
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();
    expect(screen.queryByText(messages.productMetricsEmpty)).toBeNull();
  });

  it('asks again while the set is being drawn (an empty answer) and shows the images once drawn', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    let asked = 0;
    fakeApi(answer(getProductMetricsImages, () => (++asked < 2 ? [] : images)));
    open();
    expect(await screen.findByText(messages.productMetricsPreparing)).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Weekly Active Frequency' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByText(messages.productMetricsPreparing)).toBeNull();
    expect(asked).toBe(2);
  });

  it("shows the server's error message in the empty state", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(getProductMetricsImages, () => {
        throw new FakeStatus(403, { message: messages.metricsFailed });
      }),
    );
    open();
    expect(await screen.findByText(messages.metricsFailed)).toBeTruthy();
    expect(screen.queryByText(messages.productMetricsEmpty)).toBeNull();
  });
});

describe('isBeingDrawn', () => {
  it('reads an empty answer as a set being drawn, for a bounded number of asks', () => {
    expect(isBeingDrawn({ data: [], dataUpdateCount: 1 })).toBe(true);
    expect(isBeingDrawn({ data: [], dataUpdateCount: DRAWING_ASKS - 1 })).toBe(true);
    // Still empty after two minutes: not coming soon, the spec's 'Product Metrics not available'.
    expect(isBeingDrawn({ data: [], dataUpdateCount: DRAWING_ASKS })).toBe(false);
    expect(isBeingDrawn({ data: [{}], dataUpdateCount: 1 })).toBe(false);
    expect(isBeingDrawn({ data: undefined, dataUpdateCount: 0 })).toBe(false);
  });
});

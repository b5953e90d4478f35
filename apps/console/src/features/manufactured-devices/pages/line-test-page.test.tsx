import { runLineTest } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { manufacturedUnit } from '@test/manufactured-unit';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import { USB_DEBOUNCE_MS } from '../line-test-status';
import LineTestPage from './line-test-page';

const device = manufacturedUnit;

/** The webcam: ZXing's reader; `camera.live()` starts the camera, `camera.read(text)` shows it a code. */
const camera = vi.hoisted(() => ({ live: () => {}, read: (_text: string) => {} }));
vi.mock('@zxing/browser', () => ({
  BrowserMultiFormatReader: class {
    decodeFromVideoDevice(_device: unknown, _video: unknown, callback: (...args: unknown[]) => void) {
      const controls = { stop: () => {} };
      camera.read = (text) => callback({ getText: () => text }, undefined, controls);
      return new Promise((resolve) => {
        camera.live = () => resolve(controls);
      });
    }
  },
}));

describe('Line Test screen, webcam', () => {
  it('says Started on the button, In Pogress while the camera reads, then Completed with the result', async () => {
    signedInAs(['LINETESTUSER', 'FACTORYADMIN'], 0);
    const calls = fakeApi(
      answer(runLineTest, () => ({ passed: true, message: null, serial: 'A01', device, mismatches: [] })),
    );
    renderScreen(<LineTestPage />, { path: PATHS.dashboard, url: PATHS.dashboard });
    fireEvent.click(await screen.findByRole('button', { name: messages.startWebcamScan }));
    // The dialog says it too: the page's own line is under the dialog.
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('status').textContent).toBe(messages.webcamScanningStarted);
    await waitFor(() => expect(dialog.textContent).toContain(messages.webcamScanningStarted));
    camera.live();
    await waitFor(() => expect(dialog.textContent).toContain(messages.webcamScanningInProgress));
    expect(screen.getByRole('status').textContent).toBe(messages.webcamScanningInProgress);
    camera.read('A01');
    expect(await screen.findByText(messages.lineTestPassed)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ code: 'A01' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(messages.scanningCompleted));
  });
});

describe('Line Test screen, USB scanner', () => {
  it('tests once, 500 ms after the last keystroke of a burst, with MT; read as MT:', async () => {
    signedInAs(['LINETESTUSER', 'FACTORYADMIN'], 0);
    let calledAt = 0;
    const calls = fakeApi(
      answer(runLineTest, () => {
        calledAt = Date.now();
        return { passed: true, message: null, serial: 'PAC2611000001', device, mismatches: [] };
      }),
    );
    renderScreen(<LineTestPage />, { path: PATHS.dashboard, url: PATHS.dashboard });
    fireEvent.click(screen.getByRole('tab', { name: messages.lineTestUsbTab }));
    fireEvent.click(await screen.findByRole('button', { name: messages.startUsbScan }));
    expect(screen.getByRole('status').textContent).toBe(messages.usbScanningStarted);
    const input = screen.getByRole('textbox', { name: messages.lineTestUsbTab });
    const code = 'MT;Y.K90AFN00KA0648G00';
    // A scanner's burst: the value grows a few characters per event, faster than the debounce.
    let lastKey = 0;
    for (const end of [3, 8, 14, code.length]) {
      lastKey = Date.now();
      fireEvent.change(input, { target: { value: code.slice(0, end) } });
    }
    expect(screen.getByRole('status').textContent).toBe(messages.usbScanningInProgress);
    expect((input as HTMLInputElement).value).toBe('MT:Y.K90AFN00KA0648G00');
    expect(calls).toHaveLength(0);
    const passed = await screen.findByText(messages.lineTestPassed, undefined, { timeout: 5000 });
    // The pass banner names the serial tested, as the fail banner gives its reason.
    expect(passed.closest('[role="alert"]')?.textContent).toContain('PAC2611000001');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ code: 'MT:Y.K90AFN00KA0648G00' });
    expect(calledAt - lastKey).toBeGreaterThanOrEqual(USB_DEBOUNCE_MS - 5);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(messages.scanningCompleted));
    expect(
      screen.getByText('PAC2611000001', { selector: '[data-field="productSerialNumber"]' }),
    ).toBeTruthy();
    // Dates in the console's display format, no raw epoch beside them.
    expect(document.querySelector('[data-field="manufacturedDate"]')?.textContent).toBe(
      formatDateTime(1_761_955_200),
    );
  }, 20_000);

  it('shows Line Test Failed with the message', async () => {
    signedInAs(['LINETESTUSER', 'FACTORYADMIN'], 0);
    fakeApi(
      answer(runLineTest, () => ({
        passed: false,
        message: messages.deviceNotFound,
        serial: 'X',
        device: null,
        mismatches: [],
      })),
    );
    renderScreen(<LineTestPage />, { path: PATHS.dashboard, url: PATHS.dashboard });
    fireEvent.click(screen.getByRole('tab', { name: messages.lineTestUsbTab }));
    fireEvent.click(await screen.findByRole('button', { name: messages.startUsbScan }));
    fireEvent.change(screen.getByRole('textbox', { name: messages.lineTestUsbTab }), {
      target: { value: 'X' },
    });
    expect(await screen.findByText(messages.lineTestFailed)).toBeTruthy();
    expect(screen.getByText(messages.deviceNotFound)).toBeTruthy();
  });
});

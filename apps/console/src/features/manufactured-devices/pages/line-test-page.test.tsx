import { runLineTest } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../../test/fake-api';
import { manufacturedUnit } from '../../../../test/manufactured-unit';
import { renderScreen, signedInAs } from '../../../../test/render-screen';
import { USB_DEBOUNCE_MS } from '../line-test-status';
import LineTestPage from './line-test-page';

const device = manufacturedUnit;

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

import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { QR_DPI_MAX } from '@console/contracts/qr-codes';
import { fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import QrCodePage from '../pages/qr-code-page';

/** Print settings past what a label printer can do (issue 29): the rule speaks on the field, which keeps the value typed. */
describe('Create and Print QR Code bounds', { timeout: 20_000 }, () => {
  it.each([
    [messages.dpi, '80000', messages.qrDpiTooHigh],
    [messages.dpi, String(QR_DPI_MAX + 1), messages.qrDpiTooHigh],
    [messages.horizontalSpacing, '1000000', messages.horizontalSpacingTooWide],
    [messages.verticalSpacing, '26', messages.verticalSpacingTooWide],
    [messages.qrSpacing, '1e308', messages.qrSpacingTooWide],
  ])('%s %s shows its message on the field, the value kept as typed', async (label, typed, message) => {
    signedInAs(['FACTORYADMIN'], 0);
    fakeApi();
    renderScreen(<QrCodePage />, { path: PATHS.qrCode, url: `${PATHS.qrCode}?tab=create` });
    const input = (await screen.findByRole('spinbutton', { name: label })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(Number(input.value.replace(/,/g, ''))).toBe(Number(typed));
  });
});

// Walk finding: DPI stood further right than the gaps between the other number fields, as the
// Horizontal Spacing label is wider than its input (a field takes the wider of the two).
describe('Create and Print QR Code number fields', { timeout: 20_000 }, () => {
  it('gives the five fields one width, their inputs filling it', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    fakeApi();
    renderScreen(<QrCodePage />, { path: PATHS.qrCode, url: `${PATHS.qrCode}?tab=create` });
    const labels = [
      messages.qrCopies,
      messages.qrSpacing,
      messages.verticalSpacing,
      messages.horizontalSpacing,
    ];
    const inputs = await Promise.all(
      [...labels, messages.dpi].map((name) => screen.findByRole('spinbutton', { name })),
    );
    const fields = inputs.map((i) => i.closest<HTMLElement>('.ant-form-item'));
    expect(new Set(fields.map((f) => f?.style.width))).toEqual(new Set(['180px']));
    for (const input of inputs)
      expect(input.closest<HTMLElement>('.ant-input-number')?.style.width).toBe('100%');
  });
});

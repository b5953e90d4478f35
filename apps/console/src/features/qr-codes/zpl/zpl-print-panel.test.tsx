import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { listLabelPrinters, printZplLabels, ZPL_REPRINT_SERIALS_LISTED } from '@console/contracts/qr-codes';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZplPrintPanel } from './zpl-print-panel';

const printer = {
  id: '6f1c3f0e-0000-4000-8000-000000000001',
  name: 'Line 3 ZT410',
  host: '10.3.0.20',
  port: 9100,
  dpi: 300,
  createdBy: 'demo.factoryadmin',
  createdAt: '2026-11-28T00:00:00.000Z',
};
const request = () => ({
  source: 'create' as const,
  category: 'AC',
  brand: 'PANASONIC',
  isMatter: true,
  modelId: 'MT0001',
  productSerialNumbers: ['PSN0001'],
  count: 2,
  qrSpacingInMM: 0.94,
  verticalSpacingInMM: 2.9,
  horizontalSpacingInMM: 2.9,
});
const printed = (printerName: string | null) => ({
  zpl: '^XA^XZ\n',
  fileName: 'qrcode.zpl',
  dpi: 300,
  printed: 1,
  printer: printerName,
  rows: [
    {
      productSerialNumber: 'PSN0001',
      modelId: 'MT0001',
      status: 'Success' as const,
      reasonOfFailure: '',
      reprint: true,
    },
  ],
});

describe('ZPL print panel (issue 34)', { timeout: 40_000 }, () => {
  it('prints to a registered printer, and asks for a reason when the serial was printed before', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    const bodies: Record<string, unknown>[] = [];
    fakeApi(
      answer(listLabelPrinters, () => ({ printers: [printer] })),
      answer(printZplLabels, ({ body }) => {
        const b = body as Record<string, unknown>;
        bodies.push(b);
        if (!b.reason)
          throw new FakeStatus(409, {
            statusCode: 409,
            code: 'zplReprintReasonNeeded',
            message: messages.zplReprintReasonNeeded,
            printedBefore: Array.from({ length: ZPL_REPRINT_SERIALS_LISTED }, (_, i) => `PSN${1001 + i}`),
            printedBeforeCount: 25,
          });
        return printed(printer.name);
      }),
    );
    renderScreen(<ZplPrintPanel request={request} formDpi={500} />, {
      path: PATHS.qrCode,
      url: PATHS.qrCode,
    });
    const to = await screen.findByRole('combobox', { name: messages.zplTarget });
    fireEvent.mouseDown(to);
    fireEvent.click(await screen.findByText(/Line 3 ZT410/));
    fireEvent.change(screen.getByRole('textbox', { name: messages.zplStation }), {
      target: { value: 'Line 3' },
    });
    fireEvent.click(screen.getByRole('button', { name: messages.printZpl }));
    const reason = await screen.findByRole('textbox', { name: messages.zplReprintReason });
    // The dialog names the serials printed before: those the server listed, and how many more.
    const dialog = screen.getByRole('dialog', { name: messages.zplReprintTitle });
    expect(dialog.textContent).toContain(
      `Printed before (25): PSN1001, PSN1002, PSN1003, PSN1004, PSN1005, PSN1006, PSN1007, PSN1008, PSN1009, PSN1010, PSN1011, PSN1012, PSN1013, PSN1014, PSN1015, PSN1016, PSN1017, PSN1018, PSN1019, PSN1020 and 5 more`,
    );
    expect(bodies[0]).toMatchObject({
      target: 'network',
      printerId: printer.id,
      station: 'Line 3',
      dpi: 300, // the chosen printer's own density, shown in the field
    });
    fireEvent.change(reason, { target: { value: 'Torn label' } });
    fireEvent.click(screen.getAllByRole('button', { name: messages.printZpl }).at(-1) as HTMLElement);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ reason: 'Torn label', printerId: printer.id });
    expect(await screen.findByText('Labels sent to the printer: 1')).toBeTruthy();
  });

  it('says so when the browser has no WebUSB, instead of printing', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    fakeApi(answer(listLabelPrinters, () => ({ printers: [] })));
    renderScreen(<ZplPrintPanel request={request} formDpi={203} />, {
      path: PATHS.qrCode,
      url: PATHS.qrCode,
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: messages.zplTarget }));
    fireEvent.click(await screen.findByText(messages.zplTargetUsb));
    expect(await screen.findByText(messages.webUsbUnavailable)).toBeTruthy();
    expect((screen.getByRole('button', { name: messages.printZpl }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { countQrCodes, fetchQrCode, listLabelPrinters, listQrPrints } from '@console/contracts/qr-codes';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { typeDay } from '@test/type-day';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import QrCodePage from './qr-code-page';

const label = {
  productSerialNumber: 'PSN0001',
  modelId: 'MT0001',
  modelNumber: 'CS-XU12ZKYF',
  category: 'AC',
  brand: 'PANASONIC',
  isMatter: true,
  productId: 32768,
  qrString: 'MT:Y.K9042C00KA0648G00',
  qrCode: 'MT:Y.K9042C00KA0648G00',
  manualCode: '34970112332',
  qrImage: '',
  dpi: 500,
};

// A 1x1 PNG: the label image the print area shows.
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

// The ZPL panel lists the registered printers; the count tab shows the prints breakdown (issue 34).
const noPrinters = answer(listLabelPrinters, () => ({ printers: [] }));
const noPrints = answer(listQrPrints, () => ({ rows: [], page: 0, pageSize: 100 }));

const open = (tab: string) =>
  renderScreen(<QrCodePage />, { path: PATHS.qrCode, url: `${PATHS.qrCode}?tab=${tab}` });

describe('QR Code screen', { timeout: 20_000 }, () => {
  it('fetches a unit by PSN without drawing its image, and shows the Product Serial Number Details', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    const asked: URLSearchParams[] = [];
    fakeApi(
      noPrinters,
      answer(fetchQrCode, ({ query }) => {
        asked.push(query);
        return label;
      }),
    );
    open('fetch');
    fireEvent.change(await screen.findByRole('textbox', { name: messages.qrProductSerialNumber }), {
      target: { value: ' PSN0001 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: messages.getQrCodeDetails }));
    expect(await screen.findByText(messages.psnDetails, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(label.qrCode)).toBeTruthy();
    expect(screen.getByText('True')).toBeTruthy();
    // As Device Model shows Matter ids: decimal with the hex beside (QA walk).
    expect(screen.getByText('32768 (0x8000)')).toBeTruthy();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      psn: 'PSN0001',
      dpi: '500',
      count: '4',
      qrimage: 'false',
      horizontalSpacingInMM: '2.9',
    });
  });

  it('asks for the image with qrimage=true when Print QR Code is pressed, and prints it', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const asked: URLSearchParams[] = [];
    fakeApi(
      noPrinters,
      answer(fetchQrCode, ({ query }) => {
        asked.push(query);
        return { ...label, qrImage: query.get('qrimage') === 'true' ? PIXEL : '' };
      }),
    );
    open('fetch');
    fireEvent.change(await screen.findByRole('textbox', { name: messages.qrProductSerialNumber }), {
      target: { value: 'PSN0001' },
    });
    fireEvent.click(screen.getByRole('button', { name: messages.getQrCodeDetails }));
    fireEvent.click(await screen.findByRole('button', { name: messages.printQrCode }, { timeout: 8000 }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(asked.map((q) => q.get('qrimage'))).toEqual(['false', 'true']);
    expect(asked[1]?.get('psn')).toBe('PSN0001');
    print.mockRestore();
  });

  it('asks for both dates before counting', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    fakeApi();
    open('count');
    fireEvent.click(await screen.findByRole('button', { name: messages.filter }));
    expect(await screen.findByText(messages.qrStartDateEmpty)).toBeTruthy();
  });
});

// Walk finding: Filter without dates queued two banners, and the count was shown under a leftover
// 'Invalid End Date' banner.
describe('QR Code Count messages', { timeout: 30_000 }, () => {
  it('says one date problem at a time, and none once the count is shown', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    fakeApi(
      answer(countQrCodes, () => ({ count: 80 })),
      noPrints,
    );
    open('count');
    const [start, end] = document.querySelectorAll<HTMLInputElement>('.ant-picker input');
    fireEvent.click(await screen.findByRole('button', { name: messages.filter }));
    expect(await screen.findAllByText(messages.qrStartDateEmpty)).toHaveLength(1);
    expect(screen.queryByText(messages.qrEndDateEmpty)).toBeNull();

    typeDay(start as HTMLInputElement, '01-10-2026');
    fireEvent.click(screen.getByRole('button', { name: messages.filter }));
    expect(await screen.findAllByText(messages.qrEndDateEmpty)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(messages.qrStartDateEmpty)).toBeNull());

    typeDay(end as HTMLInputElement, '20-10-2026');
    fireEvent.click(screen.getByRole('button', { name: messages.filter }));
    expect(await screen.findByText('80')).toBeTruthy();
    // At once (a banner would still stand for its 3 s; a field's message only plays its exit).
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(document.querySelectorAll('.ant-form-item-has-error')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText(messages.qrEndDateEmpty)).toBeNull());
  });
});

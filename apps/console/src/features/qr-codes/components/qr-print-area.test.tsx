import { LABEL_FONT_MAX_MM, LABEL_FONT_MIN_MM, stripLayout } from '@console/contracts/qr-codes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PrintLabel, QrPrintArea } from './qr-print-area';

/** The head of a PNG (signature and IHDR) of this size: all the print area reads of an image. */
function pngHead(width: number, height: number): string {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head.toString('base64');
}

const strip = stripLayout(2, 2.9, 500);
const label: PrintLabel = {
  key: 'a',
  productSerialNumber: 'PSN2026110000123',
  modelId: 'MT0001',
  manualCode: '34970112332',
  qrImage: pngHead(strip.widthPx, strip.heightPx),
  dpi: 500,
};
const mm = (style: string) => Number.parseFloat(style);

/** Issue 29: printed labels were bare squares. */
describe('QR print area', () => {
  it('prints under each copy its serial number and grouped manual code, as text that fits the code', () => {
    render(<QrPrintArea labels={[label]} copies={2} horizontalSpacingMm={2.9} />);
    const texts = screen.getByTestId('qr-print-area').querySelectorAll<HTMLElement>('.qr-print-label-text');
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text.textContent).toBe('PSN2026110000123' + '3497-011-2332');
    const [first, second] = texts;
    expect(mm(first?.style.width ?? '')).toBeCloseTo(12, 1);
    expect(mm(second?.style.left ?? '') - mm(first?.style.left ?? '')).toBeCloseTo(12 + 2.9, 0);
    const block = screen.getByTestId('qr-print-area').querySelector<HTMLElement>('.qr-print-text');
    const font = mm(block?.style.fontSize ?? '');
    expect(font).toBeGreaterThanOrEqual(LABEL_FONT_MIN_MM);
    expect(font).toBeLessThanOrEqual(LABEL_FONT_MAX_MM);
  });

  it('prints the serial alone for a unit without a manual code, and the Model ID on a model label', () => {
    render(
      <QrPrintArea
        labels={[
          { ...label, key: 'b', manualCode: '', productSerialNumber: 'PSN-PLAIN' },
          { ...label, key: 'c', manualCode: '', productSerialNumber: null },
        ]}
        copies={2}
        horizontalSpacingMm={2.9}
      />,
    );
    const rows = screen.getByTestId('qr-print-area').querySelectorAll('.qr-print-row');
    expect(rows[0]?.querySelector('.qr-print-label-text')?.textContent).toBe('PSN-PLAIN');
    expect(rows[1]?.querySelector('.qr-print-label-text')?.textContent).toBe('MT0001');
  });
});

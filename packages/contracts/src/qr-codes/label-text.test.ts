import { describe, expect, it } from 'vitest';
import { encodeManualCode, groupManualCode } from '../matter';
import {
  fitLabelText,
  LABEL_ADVANCE_EM,
  LABEL_FONT_MAX_MM,
  LABEL_FONT_MIN_MM,
  LABEL_LINE_HEIGHT,
  LABEL_TEXT_GAP_MM,
  labelTextLines,
} from './label-text';
import { printRows } from './print-layout';
import { QR_SIZE_MM } from './qr-constants';

describe('manual code as Matter labels show it', () => {
  it('groups the 11-digit code 4-3-4 and the 21-digit one 4-3-4-5-5', () => {
    expect(groupManualCode('34970112332')).toBe('3497-011-2332');
    const long = encodeManualCode({
      discriminator: 3840,
      passcode: 20202021,
      flowType: 1,
      vendorId: 4447,
      productId: 32769,
    });
    expect(long).toHaveLength(21);
    expect(groupManualCode(long)).toBe(
      `${long.slice(0, 4)}-${long.slice(4, 7)}-${long.slice(7, 11)}-${long.slice(11, 16)}-${long.slice(16)}`,
    );
    expect(groupManualCode('3497-011-2332')).toBe('3497-011-2332');
    expect(groupManualCode('')).toBe('');
    expect(groupManualCode('12345')).toBe('12345');
  });
});

describe('label text', () => {
  it('prints the serial number and, for Matter, the grouped manual code', () => {
    expect(
      labelTextLines({ productSerialNumber: 'PSN1', modelId: 'MT0001', manualCode: '34970112332' }),
    ).toEqual(['PSN1', '3497-011-2332']);
    expect(labelTextLines({ productSerialNumber: 'PSN2', modelId: 'MT0002', manualCode: '' })).toEqual([
      'PSN2',
    ]);
    expect(labelTextLines({ productSerialNumber: null, modelId: 'MT0002', manualCode: '' })).toEqual([
      'MT0002',
    ]);
  });

  const widthOf = (text: { lines: string[]; fontMm: number }) =>
    Math.max(...text.lines.map((l) => l.length)) * text.fontMm * LABEL_ADVANCE_EM;

  it.each([
    [['PSN2026110000123', '3497-011-2332']],
    [['AB1', '3497-011-2332']],
    [['S'.repeat(100)]],
    [['PSN2026110000123', groupManualCode('749701123365521327694')]],
  ])('fits %j within the code width, never under the smallest font', (lines) => {
    const text = fitLabelText(lines, QR_SIZE_MM);
    expect(widthOf(text)).toBeLessThanOrEqual(QR_SIZE_MM + 1e-9);
    expect(text.fontMm).toBeGreaterThanOrEqual(LABEL_FONT_MIN_MM);
    expect(text.fontMm).toBeLessThanOrEqual(LABEL_FONT_MAX_MM);
    expect(text.lines.join('')).toBe(lines.join(''));
    expect(text.heightMm).toBeCloseTo(
      LABEL_TEXT_GAP_MM + text.lines.length * text.fontMm * LABEL_LINE_HEIGHT,
      9,
    );
  });

  it('wraps a 21-digit code after a group, not inside one', () => {
    const text = fitLabelText(['3497-011-2332-65521-32769'], QR_SIZE_MM);
    expect(text.lines).toEqual(['3497-011-2332-', '65521-32769']);
  });

  it('has no text block without lines, and rows leave room for the text', () => {
    expect(fitLabelText([], QR_SIZE_MM)).toEqual({ lines: [], fontMm: 0, heightMm: 0 });
    const image = { widthPx: 236, heightPx: 236, dpi: 500 };
    const [a, b] = printRows([{ ...image, textHeightMm: 4 }, image], {
      qrSpacingMm: 1,
      verticalSpacingMm: 2,
    });
    expect(a?.textHeightMm).toBe(4);
    expect((b?.topMm ?? 0) - (a?.topMm ?? 0)).toBeCloseTo((a?.heightMm ?? 0) + 4 + 2 + 2, 9);
  });
});

import { describe, expect, it } from 'vitest';
import { fitLabelText, labelTextLines } from './label-text';
import { QR_DEFAULTS, QR_SIZE_MM } from './qr-constants';
import {
  nearestZplDensity,
  qrModulesFor,
  ZPL_DENSITIES,
  type ZplSettings,
  zplBatch,
  zplFieldData,
  zplLabel,
  zplLayout,
} from './zpl-label';

// connectedhomeip's test device with a 16-character serial in its TLV (what a unit's label carries).
const unit = {
  qrString: 'MT:Y.K9042C00KA0648G00',
  productSerialNumber: 'PSN2026110000123',
  modelId: 'MT0001',
  manualCode: '34970112332',
};
const settings = (density: ZplSettings['density'], copies = 1): ZplSettings => ({
  density,
  copies,
  qrSpacingMm: QR_DEFAULTS.qrSpacingMm,
  verticalSpacingMm: QR_DEFAULTS.verticalSpacingMm,
  horizontalSpacingMm: QR_DEFAULTS.horizontalSpacingMm,
});
const commands = (zpl: string) => zpl.trim().split('\n');
const numbers = (zpl: string, command: string) =>
  commands(zpl)
    .filter((c) => c.startsWith(command))
    .map((c) => c.slice(command.length));

describe('ZPL labels (issue 34)', () => {
  it('sizes QR codes by byte-mode capacity at error correction M', () => {
    expect(qrModulesFor('A'.repeat(14))).toBe(21); // version 1
    expect(qrModulesFor('A'.repeat(15))).toBe(25);
    expect(qrModulesFor(unit.qrString)).toBe(25);
    expect(qrModulesFor('x'.repeat(2331))).toBe(177);
    expect(() => qrModulesFor('x'.repeat(2332))).toThrow(RangeError);
  });

  it('picks the native density nearest the DPI field', () => {
    expect(nearestZplDensity(500)).toBe(600);
    expect(nearestZplDensity(203)).toBe(203);
    expect(nearestZplDensity(250)).toBe(203);
    expect(nearestZplDensity(260)).toBe(300);
    expect(nearestZplDensity(1)).toBe(203);
    expect(nearestZplDensity(1200)).toBe(600);
  });

  // Dots a millimetre and the magnification that keeps a 25-module code and its quiet zone in 12 mm.
  it.each([
    { density: 203, dotsPerMm: 8, cell: 96, magnification: 2 },
    { density: 300, dotsPerMm: 12, cell: 142, magnification: 4 },
    { density: 600, dotsPerMm: 24, cell: 283, magnification: 8 },
  ] as const)('lays out one code at $density dpi', ({ density, dotsPerMm, cell, magnification }) => {
    const l = zplLayout(unit, settings(density));
    expect(l.dotsPerMm).toBe(dotsPerMm);
    expect(l.cellDots).toBe(cell);
    expect(l.cellDots / dotsPerMm).toBeCloseTo(QR_SIZE_MM, 0);
    expect(l.magnification).toBe(magnification);
    expect(l.codeDots).toBe(25 * magnification);
    expect((25 + 8) * magnification).toBeLessThanOrEqual(cell);
    const margin = Math.round((QR_DEFAULTS.qrSpacingMm * density) / 25.4);
    expect(l.marginDots).toBe(margin);
    expect(l.widthDots).toBe(2 * margin + cell);
    const vertical = Math.round((QR_DEFAULTS.verticalSpacingMm * density) / 25.4);
    expect(l.lengthDots).toBe(2 * margin + cell + l.text.heightDots + vertical);

    const zpl = zplLabel(unit, settings(density));
    expect(commands(zpl)[0]).toBe('^XA');
    expect(commands(zpl).at(-1)).toBe('^XZ');
    expect(numbers(zpl, '^PW')).toEqual([String(l.widthDots)]);
    expect(numbers(zpl, '^LL')).toEqual([String(l.lengthDots)]);
    const quiet = Math.floor((cell - l.codeDots) / 2);
    expect(zpl).toContain(
      `^FO${margin + quiet},${margin + quiet}^BQN,2,${magnification},M^FH_^FDMA,${unit.qrString}^FS`,
    );
    // The serial and the grouped manual code, centred under the code.
    expect(zpl).toMatch(new RegExp(`\\^FB${cell},1,0,C\\^FH_\\^FDPSN2026110000123\\^FS`));
    expect(zpl).toMatch(new RegExp(`\\^FB${cell},1,0,C\\^FH_\\^FD3497-011-2332\\^FS`));
  });

  it.each(ZPL_DENSITIES)('sizes the text at %i dpi as the printed PNG label does', (density) => {
    const l = zplLayout(unit, settings(density));
    const fitted = fitLabelText(labelTextLines(unit), Math.max(QR_SIZE_MM, l.cellDots / l.dotsPerMm));
    expect(l.text.lines).toEqual(['PSN2026110000123', '3497-011-2332']);
    expect(l.text.lineDots).toBe(Math.round(fitted.fontMm * l.dotsPerMm));
    // At least 1.2 mm of text (legible from a 203 dpi head), the code's width at most.
    expect(l.text.lineDots / l.dotsPerMm).toBeGreaterThanOrEqual(1.1);
  });

  it.each([1, 2, 5])('puts %i copies side by side, the horizontal spacing apart', (copies) => {
    const l = zplLayout(unit, settings(300, copies));
    const gap = Math.round((QR_DEFAULTS.horizontalSpacingMm * 300) / 25.4);
    expect(l.cellLeftDots).toEqual(
      Array.from({ length: copies }, (_, i) => l.marginDots + i * (l.cellDots + gap)),
    );
    expect(l.widthDots).toBe(2 * l.marginDots + copies * l.cellDots + (copies - 1) * gap);
    const zpl = zplLabel(unit, settings(300, copies));
    expect(zpl.match(/\^BQN/g)).toHaveLength(copies);
    expect(zpl.match(/\^FDPSN2026110000123/g)).toHaveLength(copies);
  });

  it('follows the spacing fields: none, and the widest', () => {
    const tight = zplLayout(unit, {
      ...settings(203, 2),
      qrSpacingMm: 0,
      verticalSpacingMm: 0,
      horizontalSpacingMm: 0,
    });
    expect(tight.widthDots).toBe(2 * tight.cellDots);
    expect(tight.lengthDots).toBe(tight.cellDots + tight.text.heightDots);
    const wide = zplLayout(unit, {
      ...settings(203, 2),
      qrSpacingMm: 25,
      verticalSpacingMm: 25,
      horizontalSpacingMm: 25,
    });
    expect(wide.widthDots).toBe(2 * 200 + 2 * wide.cellDots + 200);
    expect(wide.lengthDots).toBe(2 * 200 + wide.cellDots + wide.text.heightDots + 200);
  });

  it('prints a model label with its Model ID and no manual code, and a long code in groups', () => {
    const model = zplLabel(
      { qrString: 'MT0001', productSerialNumber: null, modelId: 'MT0001', manualCode: '' },
      settings(203),
    );
    expect(model).toContain('^FDMA,MT0001^FS');
    expect(model.match(/\^A0N/g)).toHaveLength(1);
    const long = zplLayout({ ...unit, manualCode: '749701123365521327694' }, settings(600));
    // 25 characters do not fit 12 mm at 1.2 mm: the code wraps after a group.
    expect(long.text.lines.join('')).toBe('PSN20261100001237497-011-2336-55213-27694');
    expect(long.text.lines.length).toBeGreaterThan(2);
  });

  it('escapes what would end a field or start a command', () => {
    expect(zplFieldData('A^B~C_D')).toBe('A_5EB_7EC_5FD');
    expect(zplFieldData('Ü')).toBe('_C3_9C');
    const zpl = zplLabel({ ...unit, qrString: 'PSN^XZ~JR', productSerialNumber: 'PSN^XZ~JR' }, settings(203));
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain('~JR');
  });

  it('writes a batch as one label per unit, in order', () => {
    const units = ['A1', 'B2', 'C3'].map((s) => ({
      ...unit,
      productSerialNumber: s,
      qrString: s,
      manualCode: '',
    }));
    const zpl = zplBatch(units, settings(203));
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    expect([...zpl.matchAll(/\^FDMA,(\w+)\^FS/g)].map((m) => m[1])).toEqual(['A1', 'B2', 'C3']);
  });
});

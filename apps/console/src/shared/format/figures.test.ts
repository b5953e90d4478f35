import { describe, expect, it } from 'vitest';
import { formatFigure } from './figures';

describe('formatFigure', () => {
  it('says 0 only for a true zero, and gives a small figure two significant digits', () => {
    expect(formatFigure(0)).toBe('0');
    expect(formatFigure(-0)).toBe('0');
    expect(formatFigure(0.004)).toBe('0.004');
    expect(formatFigure(0.0042718)).toBe('0.0043');
    expect(formatFigure(0.41)).toBe('0.41');
    expect(formatFigure(0.012345)).toBe('0.012');
    expect(formatFigure(-0.0031)).toBe('-0.0031');
  });

  it('writes a tiny figure in powers of ten rather than a row of zeros', () => {
    expect(formatFigure(1e-9)).toBe('1.0e-9');
    expect(formatFigure(0.0000234)).toBe('2.3e-5');
  });

  it('keeps at most two decimals from 1 on, grouped by thousands', () => {
    expect(formatFigure(1)).toBe('1');
    expect(formatFigure(16.854)).toBe('16.85');
    expect(formatFigure(1234.5)).toBe('1,234.5');
  });
});

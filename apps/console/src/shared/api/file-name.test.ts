import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

describe('file name from Content-Disposition', () => {
  it('reads a quoted or bare file name', () => {
    expect(fileNameOf('attachment; filename="Device_Status_D1_2026-11-20_2026-11-22.csv"')).toBe(
      'Device_Status_D1_2026-11-20_2026-11-22.csv',
    );
    expect(fileNameOf('attachment; filename=report.xlsx')).toBe('report.xlsx');
  });

  it('prefers the RFC 5987 UTF-8 name', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''M%C3%BCller.csv`)).toBe('Müller.csv');
  });

  it('answers nothing without a header or a name', () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('inline')).toBeUndefined();
  });
});

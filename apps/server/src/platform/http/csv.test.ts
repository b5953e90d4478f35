import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvTimestamp } from './csv';

describe('CSV escaping', () => {
  it('quotes fields with commas, quotes or line breaks and doubles their quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes empty fields for null and undefined, numbers as text', () => {
    expect(csvLine([null, undefined, 0, -12.5, true])).toBe(',,0,-12.5,true\r\n');
  });

  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-42')).toBe('-42');
  });
});

describe('CSV timestamps', () => {
  it('writes a Date or epoch seconds as ISO 8601 in UTC, nothing for none', () => {
    expect(csvTimestamp(1_761_955_200)).toBe('2025-11-01T00:00:00.000Z');
    expect(csvTimestamp('1761955200')).toBe('2025-11-01T00:00:00.000Z');
    expect(csvTimestamp(new Date('2025-11-01T06:00:00Z'))).toBe('2025-11-01T06:00:00.000Z');
    expect(csvTimestamp(null)).toBe('');
    expect(csvTimestamp(undefined)).toBe('');
  });
});

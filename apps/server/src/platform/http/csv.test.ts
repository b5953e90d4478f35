import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

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

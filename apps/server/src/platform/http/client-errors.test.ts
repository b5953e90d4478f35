import { describe, expect, it } from 'vitest';
import { isClientDataError } from './client-errors';
import { hasMalformedText } from './well-formed-text';

describe('errors a malformed request causes', () => {
  it("recognises PostgreSQL's data exceptions through Drizzle's wrapper, and nothing else", () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    expect(isClientDataError(new Error('Failed query', { cause: driver }))).toBe(true);
    const lost = Object.assign(new Error('connection terminated'), { code: '08006' });
    expect(isClientDataError(new Error('Failed query', { cause: lost }))).toBe(false);
    expect(isClientDataError(Object.assign(new Error('no space'), { code: 'ENOSPC' }))).toBe(false);
  });

  it("recognises the multipart parser's refusals", () => {
    expect(isClientDataError(new Error('Unexpected end of multipart data'))).toBe(true);
    expect(isClientDataError(new Error('Multipart: Boundary not found'))).toBe(true);
    expect(isClientDataError(new Error('The needle cannot have a length bigger than 256.'))).toBe(true);
  });
});

describe('text no column can store as sent', () => {
  it('finds NUL bytes and unpaired surrogates at any depth, keys included, and passes pairs', () => {
    expect(hasMalformedText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasMalformedText({ subject: '\uD800' })).toBe(true);
    expect(hasMalformedText(['\uDC00x'])).toBe(true);
    expect(hasMalformedText({ 'k\u0000': 1 })).toBe(true);
    expect(hasMalformedText({ text: 'ok 😀', n: 1, none: null })).toBe(false);
  });
});

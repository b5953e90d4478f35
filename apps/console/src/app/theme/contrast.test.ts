import { describe, expect, it } from 'vitest';
import { readableTextOn } from './contrast';

describe('readableTextOn', () => {
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#003a8c')).toBe('#ffffff');
    expect(readableTextOn('#ffd666')).toBe('#141414');
    expect(readableTextOn('#fff')).toBe('#141414');
  });

  it('falls back to white for colours it cannot read', () => {
    expect(readableTextOn('rebeccapurple')).toBe('#ffffff');
  });
});

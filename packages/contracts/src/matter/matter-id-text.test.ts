import { describe, expect, it } from 'vitest';
import { matterIdText, matterProductIdText } from './passcode';

describe('Matter ids on screen', () => {
  it('shows an id in decimal with its 4-digit hex beside', () => {
    expect(matterIdText(32768)).toBe('32768 (0x8000)');
    expect(matterIdText(4447)).toBe('4447 (0x115F)');
    expect(matterIdText(1)).toBe('1 (0x0001)');
    expect(matterIdText(null)).toBe('');
  });

  it("shows a model's Product ID text the same way whether entered in hex or decimal", () => {
    expect(matterProductIdText('0x8000')).toBe('32768 (0x8000)');
    expect(matterProductIdText('32768')).toBe('32768 (0x8000)');
    // Not a 16-bit id (the form allows letters and digits): as entered.
    expect(matterProductIdText('PID7A')).toBe('PID7A');
    expect(matterProductIdText(null)).toBe('');
  });
});

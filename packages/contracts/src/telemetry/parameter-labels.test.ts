import { describe, expect, it } from 'vitest';
import { parameterDescription, parameterLabel, statusValue } from './parameter-labels';

describe('parameter labels (spec 000 section 3)', () => {
  it("names the spec's codes as it does", () => {
    expect(['acmd', 'acfs', 'ps', 'actmp', 'rssi', 'rmtmp'].map(parameterLabel)).toEqual([
      'AC Mode',
      'Fan Speed',
      'Power Status',
      'Temperature',
      'WiFi Strength',
      'Room Temperature',
    ]);
  });

  it('gives every other code a readable name, an unlisted one in words', () => {
    expect(parameterLabel('lcmd')).toBe('Last Action');
    expect(parameterLabel('fnsp')).toBe('Fan Speed Level');
    expect(parameterLabel('ch02')).toBe('Channel 02');
    expect(parameterLabel('fanSpeed')).toBe('Fan Speed');
    expect(parameterLabel('filter_life')).toBe('Filter Life');
    expect(parameterDescription('actmp')).toBe('Temperature (°C)');
  });

  it("shows Last Action's value by the name of the code it holds", () => {
    expect(statusValue('lcmd', 'ps')).toBe('Power Status');
    expect(statusValue('lcmd', 'actmp')).toBe('Temperature');
    expect(statusValue('ps', 'on')).toBe('on');
    expect(statusValue('lcmd', null)).toBeNull();
    expect(statusValue('lcmd', 'say "hi"')).toBe('say "hi"');
  });
});

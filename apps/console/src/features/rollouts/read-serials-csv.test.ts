import { fillMessage, messages } from '@console/contracts/messages';
import { describe, expect, it } from 'vitest';
import { serialsFromCsv } from './read-serials-csv';

describe('serialsFromCsv', () => {
  it('reads one serial a line, trimmed, blanks and repeats dropped', () => {
    expect(serialsFromCsv('SN-1\n SN-2 \n\nSN-1\r\nSN-3\n', 'a.csv')).toEqual({
      serials: ['SN-1', 'SN-2', 'SN-3'],
    });
  });

  it('reads the column named serial or serialNumber when there is a header', () => {
    expect(serialsFromCsv('deviceId,serialNumber\nd1,SN-1\nd2,SN-2\n', 'a.csv')).toEqual({
      serials: ['SN-1', 'SN-2'],
    });
    expect(serialsFromCsv('Serial;model\nSN-9;CS-1\n', 'a.csv')).toEqual({ serials: ['SN-9'] });
  });

  it('refuses an empty list, more than 10,000 and a file that does not parse, naming the file', () => {
    expect(serialsFromCsv('serial\n\n', 'empty.csv')).toEqual({
      problem: fillMessage(messages.rolloutSerialsEmpty, { file: 'empty.csv' }),
    });
    const many = Array.from({ length: 10_001 }, (_, i) => `SN-${i}`).join('\n');
    expect(serialsFromCsv(many, 'big.csv')).toEqual({
      problem: fillMessage(messages.rolloutSerialsTooMany, {
        file: 'big.csv',
        count: '10,001',
        max: '10,000',
      }),
    });
    expect(
      serialsFromCsv(Array.from({ length: 10_000 }, (_, i) => `SN-${i}`).join('\n'), 'x').serials,
    ).toHaveLength(10_000);
    expect(serialsFromCsv('"SN-1,unterminated\nSN-2', 'bad.csv')).toEqual({
      problem: fillMessage(messages.rolloutSerialsUnreadable, { file: 'bad.csv' }),
    });
  });
});

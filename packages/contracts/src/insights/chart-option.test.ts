import { describe, expect, it } from 'vitest';
import { barSpec, chartOption, pieShares } from './chart-option';

describe('pieShares', () => {
  it('gives equal counts equal shares (QA walk: 41 of 85 twice read 48.24 % and 48.23 %)', () => {
    expect(pieShares([41, 41, 2, 1])).toEqual(['48.24', '48.24', '2.35', '1.18']);
    expect(pieShares([1, 1, 1])).toEqual(['33.33', '33.33', '33.33']);
    expect(pieShares([0, 0])).toEqual(['0.00', '0.00']);
  });

  it("labels each slice and its tooltip with its own share, not ECharts' {d}", () => {
    const pie = [
      { name: '2.0', value: 41 },
      { name: '1.4', value: 41 },
    ];
    const option = chartOption({ ...barSpec('Firmware', { x: '', y: '' }, [], []), pie });
    const [series] = option.series as { data: { label: { formatter: string } }[] }[];
    expect(series?.data.map((d) => d.label.formatter)).toEqual(['2.0: 50.00%', '1.4: 50.00%']);
  });
});

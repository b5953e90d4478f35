import { describe, expect, it } from 'vitest';
import { inListOrder } from './qr-run-order';

describe('a QR run keeps its results in the order of its list', () => {
  it('puts each answer where its serial stands, whatever order the answers come in', () => {
    const keys = ['2:PSN-C', '0:PSN-A', '10:PSN-K', '1:PSN-B', '9:PSN-J'];
    const rows = keys.reduce<{ key: string }[]>((list, key) => inListOrder(list, { key }), []);
    expect(rows.map((r) => r.key)).toEqual(['0:PSN-A', '1:PSN-B', '2:PSN-C', '9:PSN-J', '10:PSN-K']);
  });
});

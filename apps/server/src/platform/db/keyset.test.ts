import { describe, expect, it } from 'vitest';
import { keysetBatches } from './keyset';

/** A keyset walk over 1..n: each call reads `size` numbers after the last one seen. */
async function walk(n: number, size: number) {
  const asked: (number | undefined)[] = [];
  const batches: number[][] = [];
  const rows = Array.from({ length: n }, (_, i) => i + 1);
  const next = async (last: number | undefined) => {
    asked.push(last);
    return rows.filter((r) => r > (last ?? 0)).slice(0, size);
  };
  for await (const batch of keysetBatches(next, size)) batches.push(batch);
  return { asked, batches };
}

describe('keysetBatches', () => {
  it('reads after the last row of each batch until a batch comes back short', async () => {
    const { asked, batches } = await walk(7, 3);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('asks once more after a full last batch, and yields no empty batch', async () => {
    const { asked, batches } = await walk(6, 3);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(asked).toEqual([undefined, 3, 6]);
    expect((await walk(0, 3)).batches).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { batchedLookup } from './batched-lookup';

/** A read over a table of `rows` ([key, row] pairs) that records the keys of each statement. */
function table(rows: (readonly [string, string])[]) {
  const statements: { group: string; keys: string[] }[] = [];
  const read = vi.fn(async (group: string, keys: string[]) => {
    statements.push({ group, keys });
    return rows.filter(([key]) => keys.includes(key));
  });
  return { read, statements };
}

describe('batchedLookup', () => {
  it('answers the calls of one turn and group with one statement, each with its own row', async () => {
    const { read, statements } = table([
      ['a', 'row a'],
      ['b', 'row b'],
    ]);
    const find = batchedLookup(read);
    const answers = await Promise.all([find('g', 'g', 'a'), find('g', 'g', 'b'), find('g', 'g', 'x')]);
    expect(answers).toEqual([['row a'], ['row b'], []]);
    expect(statements).toEqual([{ group: 'g', keys: ['a', 'b', 'x'] }]);
  });

  it('keeps groups apart (another tenant or scope is another statement)', async () => {
    const { statements, read } = table([['a', 'row a']]);
    const find = batchedLookup(read);
    await Promise.all([find('one', 'one', 'a'), find('two', 'two', 'a')]);
    expect(statements).toEqual([
      { group: 'one', keys: ['a'] },
      { group: 'two', keys: ['a'] },
    ]);
  });

  it('asks once for a key several callers want, and gives each every row of the key in order', async () => {
    const { statements, read } = table([
      ['a', 'first'],
      ['a', 'second'],
    ]);
    const find = batchedLookup(read);
    expect(await Promise.all([find('g', 'g', 'a'), find('g', 'g', 'a')])).toEqual([
      ['first', 'second'],
      ['first', 'second'],
    ]);
    expect(statements).toEqual([{ group: 'g', keys: ['a'] }]);
  });

  it('sends a call of a later turn in a statement of its own', async () => {
    const { statements, read } = table([['a', 'row a']]);
    const find = batchedLookup(read);
    await find('g', 'g', 'a');
    await find('g', 'g', 'a');
    expect(statements).toHaveLength(2);
  });

  it('splits a turn of many keys into statements of at most 100', async () => {
    const { statements, read } = table([]);
    const find = batchedLookup(read);
    await Promise.all(Array.from({ length: 250 }, (_, i) => find('g', 'g', `k${i}`)));
    expect(statements.map((s) => s.keys.length)).toEqual([100, 100, 50]);
  });

  it('fails every call of a statement that fails, and only those', async () => {
    const find = batchedLookup<string, string>(async (group) => {
      if (group === 'bad') throw new Error('connection lost');
      return [['a', 'row a']];
    });
    const [bad, good] = await Promise.allSettled([find('bad', 'bad', 'a'), find('good', 'good', 'a')]);
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('connection lost') });
    expect(good).toEqual({ status: 'fulfilled', value: ['row a'] });
  });
});

import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-on-deadlock';

/** As Drizzle throws it: its own error, with the driver's as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock, and answers what it answered then', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls++;
      if (calls < 3) throw wrapped('40P01');
      return 'done';
    });
    expect({ calls, result }).toEqual({ calls: 3, result: 'done' });
  });

  it('gives up after its tries, and never retries another error', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw wrapped('40P01');
      }, 2),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw wrapped('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(1);
  });
});

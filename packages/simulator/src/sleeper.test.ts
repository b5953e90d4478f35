import { describe, expect, it } from 'vitest';
import { createSleeper } from './sleeper';

describe('createSleeper', () => {
  it('sleeps its time, and a wake ends every wait at once and every later one too', async () => {
    const sleeper = createSleeper();
    expect(await sleeper.sleep(1)).toBe(true);
    const long = sleeper.sleep(60_000);
    sleeper.wake();
    expect(await long).toBe(false);
    expect(await sleeper.sleep(60_000)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createWakeableLoop } from './wakeable-loop';

describe('createWakeableLoop', () => {
  it('runs once at start, once more after wakes during a run, never two at once', async () => {
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    let release: () => void = () => {};
    const loop = createWakeableLoop(
      async () => {
        runs++;
        concurrent++;
        most = Math.max(most, concurrent);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        concurrent--;
      },
      () => {},
    );
    loop.start(3600);
    loop.wake();
    loop.wake();
    loop.wake();
    expect(runs).toBe(1);
    release();
    await new Promise((r) => setImmediate(r));
    expect(runs).toBe(2);
    release();
    await loop.idle();
    expect(runs).toBe(2);
    expect(most).toBe(1);
    await loop.stop();
    loop.wake();
    expect(runs).toBe(2);
  });

  it('hands a failed run to onError and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const loop = createWakeableLoop(
      async () => {
        runs++;
        throw new Error('boom');
      },
      (err) => errors.push(err),
    );
    loop.start(3600);
    await loop.idle();
    loop.wake();
    await loop.idle();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(2);
    await loop.stop();
  });
});

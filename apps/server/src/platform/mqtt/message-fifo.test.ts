import { describe, expect, it } from 'vitest';
import { MessageFifo } from './message-fifo.js';

describe('the broker message queue', () => {
  it('gives items back in the order they came, and undefined when empty', () => {
    const fifo = new MessageFifo<number>();
    expect(fifo.shift()).toBeUndefined();
    expect(fifo.push(1)).toBe(1);
    fifo.push(2);
    expect(fifo.shift()).toBe(1);
    fifo.push(3);
    expect(fifo.length).toBe(2);
    expect([fifo.shift(), fifo.shift(), fifo.shift()]).toEqual([2, 3, undefined]);
    expect(fifo.length).toBe(0);
  });

  it('keeps order and length through long runs of pushes and shifts, past its compaction', () => {
    const fifo = new MessageFifo<number>();
    const taken: number[] = [];
    let next = 0;
    // Grow to 50,000, drain to 10, grow again: each compaction happens with items still queued.
    for (const [pushes, shifts] of [
      [50_000, 49_990],
      [30_000, 5_000],
      [0, 25_010],
    ] as const) {
      for (let i = 0; i < pushes; i++) fifo.push(next++);
      for (let i = 0; i < shifts; i++) taken.push(fifo.shift() as number);
    }
    expect(fifo.length).toBe(0);
    expect(taken).toHaveLength(next);
    expect(taken.every((value, i) => value === i)).toBe(true);
  });
});

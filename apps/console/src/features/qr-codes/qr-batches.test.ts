import { describe, expect, it } from 'vitest';
import { runInBatches } from './qr-batches';

/** Requests answered by hand: each pending one resolves or fails when the test says. */
function manual() {
  const pending: { item: number; settle: (ok: boolean) => void }[] = [];
  const send = (item: number) =>
    new Promise<number>((resolve, reject) =>
      pending.push({ item, settle: (ok) => (ok ? resolve(item * 10) : reject(new Error(`bad ${item}`))) }),
    );
  return { pending, send };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('runInBatches (spec 002 section 4)', () => {
  it('sends 30, then the next 30 only when 30 more have come back, until all are received', async () => {
    const items = Array.from({ length: 65 }, (_, i) => i);
    const { pending, send } = manual();
    const results: [number, boolean][] = [];
    let done = false;
    void runInBatches(items, send, (item, o) => results.push([item, o.ok])).then(() => {
      done = true;
    });
    expect(pending).toHaveLength(30);
    for (const p of pending.slice(0, 29)) p.settle(true);
    await tick();
    expect(pending).toHaveLength(30); // 29 received: not a multiple of 30
    pending[29]?.settle(false);
    await tick();
    expect(pending).toHaveLength(60);
    for (const p of pending.slice(30, 60)) p.settle(true);
    await tick();
    expect(pending).toHaveLength(65);
    for (const p of pending.slice(60)) p.settle(true);
    await tick();
    expect(done).toBe(true);
    expect(results).toHaveLength(65);
    expect(results.filter(([, ok]) => !ok)).toEqual([[29, false]]);
  });

  it('finishes at once with nothing to send', async () => {
    await expect(
      runInBatches(
        [],
        () => Promise.resolve(1),
        () => {},
      ),
    ).resolves.toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { orderedUuid, orderedUuidPrefix } from './command-ids';

describe('orderedUuid', () => {
  it('gives version 7 UUIDs that strictly increase, also many within one millisecond', () => {
    const before = Date.now();
    const ids = Array.from({ length: 20_000 }, orderedUuid);
    expect(
      ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id)),
    ).toBe(true);
    expect(ids.every((id, i) => i === 0 || (ids[i - 1] as string) < id)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const ms = Number.parseInt((ids[0] as string).replace('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
  });

  it('numbers a set of ids from one prefix: valid, increasing with the number, after earlier ids', () => {
    const earlier = orderedUuid();
    const prefix = orderedUuidPrefix();
    const ids = [1, 2, 255, 256, 70_000].map((n) => prefix + n.toString(16).padStart(8, '0'));
    expect(
      ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id)),
    ).toBe(true);
    expect(ids.every((id, i) => i === 0 || (ids[i - 1] as string) < id)).toBe(true);
    expect(earlier < (ids[0] as string)).toBe(true);
    expect(orderedUuid() > (ids.at(-1) as string)).toBe(true);
  });
});

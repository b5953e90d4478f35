import { describe, expect, it } from 'vitest';
import { type ChildDevice, groupChildren } from './device-actions.schemas';

const child = (
  deviceId: string,
  czAdapterId: string | null,
  linkNumber: number | null,
  iduNumber: number | null,
) =>
  ({
    deviceId,
    modelNumber: 'M',
    productSerialNumber: null,
    ieeeAddressParts: { czAdapterId, linkNumber, iduNumber },
  }) satisfies ChildDevice;

describe('groupChildren', () => {
  it('groups by adapter then link, sorted by IDU number, unknown places last', () => {
    const grouped = groupChildren([
      child('a', 'CZ-02', 1, 1),
      child('b', 'CZ-01', 2, 3),
      child('c', 'CZ-01', 2, 1),
      child('d', 'CZ-01', 1, null),
      child('e', 'CZ-01', 1, 2),
      child('f', null, null, null),
    ]);
    expect(
      grouped.map((a) => [
        a.czAdapterId,
        a.links.map((l) => [l.linkNumber, l.children.map((c) => c.deviceId)]),
      ]),
    ).toEqual([
      [
        'CZ-01',
        [
          [1, ['e', 'd']],
          [2, ['c', 'b']],
        ],
      ],
      ['CZ-02', [[1, ['a']]]],
      [null, [[null, ['f']]]],
    ]);
  });

  it('is empty for no children', () => expect(groupChildren([])).toEqual([]));
});

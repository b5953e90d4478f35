/** A result's place in the list it came from: its key is `<index>:<serial or model>`. */
const listIndexOf = (key: string) => Number.parseInt(key, 10);

/**
 * Adds a result where its item stands in the list (answers arrive in any order), so the results,
 * their CSV and the labels printed from them keep the order of the serial numbers given: the line
 * sticks them on its units in that order.
 */
export function inListOrder<T extends { key: string }>(list: readonly T[], added: T): T[] {
  const at = listIndexOf(added.key);
  let i = list.length;
  while (i > 0 && listIndexOf((list[i - 1] as T).key) > at) i--;
  return [...list.slice(0, i), added, ...list.slice(i)];
}

import type { RequestAuth } from '../auth/request-auth';
import { callerDataKey, scopeValues } from '../auth/scope';
import { type Db, preparedPerDb } from './client';

/** At most this many keys go into one statement; a larger turn's keys are split. */
const MAX_KEYS = 100;

interface Waiting<R> {
  resolve(rows: R[]): void;
  reject(error: unknown): void;
}

interface Group<G, R> {
  values: G;
  /** The callers of each key. */
  keys: Map<string, Waiting<R>[]>;
}

/**
 * Lookups by a single key that arrive in the same turn of the event loop and share a group (the
 * same statement with the same values besides the key: tenant, data scope) become one statement
 * over all their keys (`= any(keys)`), so under load one round trip to the database answers many
 * calls, and a lone call still goes at once (docs/decisions/0024, session 14). `read` answers
 * `[key, row]` pairs; each caller gets the rows of its own key, in the order read.
 */
export function batchedLookup<G, R>(read: (values: G, keys: string[]) => Promise<(readonly [string, R])[]>) {
  let groups = new Map<string, Group<G, R>>();
  let scheduled = false;

  async function answer(group: Group<G, R>, keys: string[]) {
    try {
      const rows = new Map<string, R[]>();
      for (const [key, row] of await read(group.values, keys)) {
        const ofKey = rows.get(key);
        if (ofKey) ofKey.push(row);
        else rows.set(key, [row]);
      }
      for (const key of keys)
        for (const caller of group.keys.get(key) ?? []) caller.resolve(rows.get(key) ?? []);
    } catch (error) {
      for (const key of keys) for (const caller of group.keys.get(key) ?? []) caller.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const due = groups;
    groups = new Map();
    for (const group of due.values()) {
      const keys = [...group.keys.keys()];
      for (let i = 0; i < keys.length; i += MAX_KEYS) void answer(group, keys.slice(i, i + MAX_KEYS));
    }
  }

  /** The rows of `key` in the group named `groupKey`, whose statement values are `values`. */
  return (groupKey: string, values: G, key: string): Promise<R[]> =>
    new Promise((resolve, reject) => {
      let group = groups.get(groupKey);
      if (!group) {
        group = { values, keys: new Map() };
        groups.set(groupKey, group);
      }
      const callers = group.keys.get(key);
      if (callers) callers.push({ resolve, reject });
      else group.keys.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // After every request read in this turn has reached its lookup (their hooks run in
        // microtasks), before the next turn reads more.
        setImmediate(flush);
      }
    });
}

/** A prepared statement over many keys: each row says which key it matched (`key`) and is `row`. */
interface KeyedStatement<R> {
  execute(values: Record<string, unknown>): Promise<{ key: string; row: R }[]>;
}

/**
 * Batched lookups within the caller's data: `statements` are prepared per database handle, each
 * with the `keys` placeholder and `scopePlaceholders`' (platform/auth/scope.ts). `find(db, name,
 * caller, key)` answers the rows of `key` that the caller's tenant and scope see, sharing one
 * statement with the calls of that turn whose callers see the same data (`callerDataKey`).
 */
export function scopedLookups<K extends string, R>(statements: (db: Db) => Record<K, KeyedStatement<R>>) {
  const batches = preparedPerDb((db) => {
    const prepared = statements(db);
    const byName = new Map<string, ReturnType<typeof batchedLookup<RequestAuth, R>>>();
    for (const name of Object.keys(prepared) as K[])
      byName.set(
        name,
        batchedLookup<RequestAuth, R>(async (caller, keys) =>
          (await prepared[name].execute({ keys, ...scopeValues(caller) })).map(
            (r) => [r.key, r.row] as const,
          ),
        ),
      );
    return byName;
  });
  return (db: Db, name: K, caller: RequestAuth, key: string): Promise<R[]> => {
    const find = batches(db).get(name);
    if (!find) throw new Error(`no batched lookup named ${name}`);
    return find(callerDataKey(caller), caller, key);
  };
}

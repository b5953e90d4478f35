/** The rows of a Drizzle `db.execute(sql…)` result: pg answers `{ rows }`, PGlite too. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

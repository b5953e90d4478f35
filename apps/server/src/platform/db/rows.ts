/** The rows of a Drizzle `execute` answer: pg answers `{ rows }`, PGlite too. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

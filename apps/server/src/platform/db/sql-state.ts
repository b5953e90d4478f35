/**
 * The SQLSTATE of a PostgreSQL error (the driver's, or one wrapping it as its cause: Drizzle wraps
 * the driver's error), or undefined when the chain holds none.
 */
export function sqlState(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

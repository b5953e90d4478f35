import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/**
 * Category and brand stored upper-case, as every write path already makes them: the data scope
 * rule (platform/auth/scope.ts) then compares the columns as stored, so their plain indexes and
 * statistics serve (an `upper(column)` hides both from the planner).
 */
export const upperCaseScope = (name: string, category: AnyPgColumn, brand: AnyPgColumn) =>
  check(name, sql`${category} = upper(${category}) and ${brand} = upper(${brand})`);

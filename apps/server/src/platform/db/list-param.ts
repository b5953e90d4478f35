import { sql } from 'drizzle-orm';

/**
 * A list of values as one text[] parameter (`x = any(textList(ids))`, `unnest(textList(col))`): one
 * placeholder whatever its length, NULLs kept, quoting left to the driver. Rows of several columns
 * go as one JSON parameter instead (json-param.ts).
 */
export const textList = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

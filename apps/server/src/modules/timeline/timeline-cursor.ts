import { badRequest } from '../../platform/http/errors';

/*
 * The timeline's order and its cursor. Every entry has a place (us, source, id): its time in
 * epoch microseconds (a log's seconds, a timestamp's own precision), the source it was read from
 * (one table, or one meaning of a table: warranties apart from service jobs) and its id there.
 * Entries run newest first by that triple, descending; ties of time between sources are broken by
 * the source's name, then the id. So a page's last entry is an exact place to continue from, and
 * nothing is shown twice or skipped, however many entries share a second.
 */

export const SOURCES = [
  'activity',
  'appLogin',
  'audit',
  'command',
  'connection',
  'diagnostic',
  'feedback',
  'firmware',
  'notification',
  'onboarding',
  'service',
  'status',
  'warranty',
] as const;
export type Source = (typeof SOURCES)[number];

/** Sources whose ids are numbers (bigserial); the others' are text, compared byte by byte. */
export const NUMERIC_IDS: ReadonlySet<Source> = new Set([
  'activity',
  'audit',
  'connection',
  'diagnostic',
  'firmware',
  'notification',
  'onboarding',
  'status',
]);

/** A place in the order: an entry's own, or where a page stops (exclusive). */
export interface Place {
  us: number;
  /** '' sorts before every source: a bare time (`before`), which no entry at that time passes. */
  source: Source | '';
  id: string;
}

/** The place just after everything before this instant: `before` (epoch ms, exclusive). */
export const placeBefore = (ms: number): Place => ({ us: ms * 1000, source: '', id: '' });

export function encodePlace(place: Place): string {
  return Buffer.from(JSON.stringify([place.us, place.source, place.id])).toString('base64url');
}

/** A cursor back to its place; 400 'The page to continue from could not be read.' when it is not one of ours. */
export function decodePlace(cursor: string): Place {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('timelineBadCursor');
  }
  if (!Array.isArray(value) || value.length !== 3) throw badRequest('timelineBadCursor');
  const [us, source, id] = value as unknown[];
  const known = typeof source === 'string' && (SOURCES as readonly string[]).includes(source);
  if (!Number.isSafeInteger(us) || (us as number) < 0 || !known || typeof id !== 'string' || id === '')
    throw badRequest('timelineBadCursor');
  if (NUMERIC_IDS.has(source as Source) && !/^\d{1,18}$/.test(id)) throw badRequest('timelineBadCursor');
  if (id.length > 200) throw badRequest('timelineBadCursor');
  return { us: us as number, source: source as Source, id };
}

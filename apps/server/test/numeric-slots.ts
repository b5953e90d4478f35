import type { JsonSchema } from './fuzz-requests';

/*
 * The numbers of a request, found in the OpenAPI document: every query parameter and every JSON
 * body property (at any depth, inside arrays and unions) whose schema is a number or an integer.
 * The huge-number fuzz pass puts each of HUGE_NUMBERS into each of them in turn.
 */

/** Where a number goes: a query parameter, or a path into the JSON body (array steps are 0). */
export type NumericSlot = { in: 'query'; name: string } | { in: 'body'; path: (string | number)[] };

/**
 * What a client sends where a number goes: huge, negative, fractional, not a number at all; 1e13
 * is a safe integer but, as epoch seconds, past the last date JavaScript holds (year 275,760).
 */
export const HUGE_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  1e13,
  1e6,
  80_000,
  2 ** 53 - 1,
  2 ** 53,
  -1,
  0.5,
  'NaN',
  '1e308',
];
/** The same on the wire of a query string (1e309 is Infinity once parsed). */
export const HUGE_QUERY_NUMBERS = [
  '1e308',
  '1e309',
  '-1e308',
  '10000000000000',
  '9007199254740991',
  '1000000',
  '80000',
  '-1',
  'NaN',
  '9'.repeat(40),
];

const isNumeric = (s: JsonSchema) => s.type === 'number' || s.type === 'integer';

function bodySlots(schema: JsonSchema | undefined, path: (string | number)[], out: NumericSlot[]) {
  if (!schema || path.length > 12) return;
  if (isNumeric(schema) || schema.anyOf?.some(isNumeric)) out.push({ in: 'body', path });
  for (const choice of schema.anyOf ?? []) if (!isNumeric(choice)) bodySlots(choice, path, out);
  if (schema.type === 'array') bodySlots(schema.items, [...path, 0], out);
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    bodySlots(property, [...path, name], out);
}

export interface SlotOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every number of an operation's query and JSON body. */
export function numericSlots(operation: SlotOperation): NumericSlot[] {
  const out: NumericSlot[] = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && (isNumeric(p.schema) || p.schema.anyOf?.some(isNumeric)))
    .map((p) => ({ in: 'query' as const, name: p.name }));
  bodySlots(operation.requestBody?.content['application/json']?.schema, [], out);
  return out;
}

/** A deep copy of `body` with `value` at `path`, the objects and arrays on the way made when missing. */
export function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof step === 'number') {
    const list = Array.isArray(body) ? [...body] : [];
    list[step] = withValueAt(list[step], rest, value);
    return list;
  }
  const object = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  return { ...object, [step]: withValueAt((object as Record<string, unknown>)[step], rest, value) };
}

export const slotName = (slot: NumericSlot) =>
  slot.in === 'query' ? `?${slot.name}` : `body.${slot.path.join('.')}`;

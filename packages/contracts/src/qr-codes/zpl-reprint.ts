import { z } from 'zod';
import { ErrorBody } from '../http';

/*
 * A ZPL print whose serials were printed before needs a reason (issue 34). Its 409 names them, so
 * the person asked for the reason sees which labels would be printed again.
 */

/** At most this many serials are named in the 409; `printedBeforeCount` counts them all. */
export const ZPL_REPRINT_SERIALS_LISTED = 20;

/** The 409 `zplReprintReasonNeeded`: the serials printed before, in the order asked, and how many. */
export const ZplReprintRefusal = ErrorBody.extend({
  printedBefore: z.array(z.string()),
  printedBeforeCount: z.number(),
});
export type ZplReprintRefusal = z.infer<typeof ZplReprintRefusal>;

/** Of the serials asked, in their order, those printed before: the first ZPL_REPRINT_SERIALS_LISTED and the count. */
export function printedBeforeOf(
  serials: readonly string[],
  before: ReadonlySet<string>,
): Pick<ZplReprintRefusal, 'printedBefore' | 'printedBeforeCount'> {
  const all = serials.filter((s) => before.has(s));
  return { printedBefore: all.slice(0, ZPL_REPRINT_SERIALS_LISTED), printedBeforeCount: all.length };
}

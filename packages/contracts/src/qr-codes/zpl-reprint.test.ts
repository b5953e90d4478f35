import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { printedBeforeOf, ZPL_REPRINT_SERIALS_LISTED, ZplReprintRefusal } from './zpl-reprint';

describe('a reprint’s refusal names the serials printed before (issue 34)', () => {
  it('lists those printed before in the order asked, the others left out', () => {
    expect(printedBeforeOf(['A3', 'A1', 'A2'], new Set(['A2', 'A3']))).toEqual({
      printedBefore: ['A3', 'A2'],
      printedBeforeCount: 2,
    });
  });

  it(`lists at most ${ZPL_REPRINT_SERIALS_LISTED} and counts them all`, () => {
    const serials = Array.from({ length: 45 }, (_, i) => `PSN${String(i).padStart(3, '0')}`);
    const answer = printedBeforeOf(serials, new Set(serials.slice(5)));
    expect(answer.printedBeforeCount).toBe(40);
    expect(answer.printedBefore).toEqual(serials.slice(5, 5 + ZPL_REPRINT_SERIALS_LISTED));
  });

  it('is an error answer the console reads', () => {
    const body = {
      statusCode: 409,
      code: 'zplReprintReasonNeeded',
      message: messages.zplReprintReasonNeeded,
    };
    expect(
      ZplReprintRefusal.safeParse({ ...body, printedBefore: ['A1'], printedBeforeCount: 1 }).success,
    ).toBe(true);
    expect(ZplReprintRefusal.safeParse(body).success).toBe(false);
  });
});

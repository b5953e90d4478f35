import { fireEvent } from '@testing-library/react';

/**
 * Types a day into a date picker's box and presses Enter, then leaves the box, as a person may
 * (Enter also submits a form the picker is in).
 */
export function typeDay(box: HTMLElement, day: string): void {
  fireEvent.mouseDown(box);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: day } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(box);
}

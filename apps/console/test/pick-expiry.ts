import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { DATE_FORMATS } from '@/shared/format/dates';

/** Types tomorrow into Notification Management's Expiry picker and presses its OK, as a person does. */
export async function pickExpiryTomorrow(): Promise<void> {
  const expiry = screen.getByRole('textbox', { name: 'Expiry' });
  fireEvent.mouseDown(expiry);
  fireEvent.focus(expiry);
  fireEvent.change(expiry, {
    target: { value: dayjs().add(1, 'day').format(DATE_FORMATS.notificationPicker) },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
}

import { messages } from '@console/contracts/messages';
import { getNotificationTask, listNotificationTasks } from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SendPanel } from './send-panel';

/** The form item of a field, by its label. */
const itemOf = (label: string) =>
  (screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement | null) ??
  document.body;

/** The Send tab of a level 4 sender, no task sent yet. */
function sendTab() {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  fakeApi(
    answer(listNotificationTasks, () => []),
    answer(getNotificationTask, () => {
      throw new Error('no task is read');
    }),
  );
  renderScreen(<SendPanel onView={() => {}} />, { path: PATHS.notification, url: PATHS.notification });
}

describe('Send tab layout', () => {
  it("puts the fields in the grid the console's other forms use, each control as wide as its column", async () => {
    sendTab();
    await screen.findByText(messages.createNotificationTask);
    const labels = [
      'Channel',
      'Expiry',
      'Severity',
      'Country',
      'Device Ownership',
      'Last Login',
      'Notification Tag',
    ];
    for (const label of labels) {
      const column = itemOf(label).closest('.ant-col');
      expect(column?.parentElement?.classList.contains('ant-row'), label).toBe(true);
      // Three a row at 1280 px (xl 8 of 24), one a row on a phone.
      expect(column?.className, label).toMatch(/ant-col-xl-8/);
      const control = itemOf(label).querySelector('.ant-select, .ant-picker, input');
      const fills =
        control?.classList.contains('full-width') ||
        control?.closest('.full-width') !== null ||
        control?.tagName === 'INPUT';
      expect(fills, label).toBe(true);
    }
  });
});

describe('Send tab: an empty form submitted', () => {
  it('shows each message under its own field, in its own grid column, and no banner repeating one (spec 002 section 5)', async () => {
    sendTab();
    fireEvent.click(
      (await screen.findByText(messages.createNotificationTask)).closest('button') as HTMLElement,
    );
    const fields: [string, string][] = [
      ['Channel', messages.invalidChannelType],
      ['Expiry', messages.invalidExpiryType],
      ['Severity', messages.invalidSeverityType],
    ];
    await waitFor(() => expect(itemOf('Channel').textContent).toContain(messages.invalidChannelType));
    const columns = new Set<Element>();
    for (const [label, message] of fields) {
      const item = itemOf(label);
      // The field's own message, and only its own.
      expect(item.querySelector('.ant-form-item-explain')?.textContent).toBe(message);
      // Each field in a column of the form's grid: the column's width holds, the message wraps in it.
      const column = item.closest('.ant-col');
      expect(column?.parentElement?.classList.contains('ant-row')).toBe(true);
      columns.add(column as Element);
      // Said once: under the field, not again in a banner over the form.
      expect(screen.getAllByText(message)).toHaveLength(1);
    }
    expect(columns.size).toBe(3);
    expect(document.querySelector('.ant-alert')).toBeNull();
  });
});

describe('Send tab: a schedule left incomplete', () => {
  const submit = async () =>
    fireEvent.click(
      (await screen.findByText(messages.createNotificationTask)).closest('button') as HTMLElement,
    );
  const explainOf = (label: string) => itemOf(label).querySelector('.ant-form-item-explain')?.textContent;

  it('marks the one-time date field, not the schedule type, when the date is missing', async () => {
    sendTab();
    fireEvent.click(await screen.findByRole('radio', { name: 'One time' }));
    await submit();
    await waitFor(() => expect(explainOf('Scheduling Date & Time')).toBe(messages.selectScheduleDateTime));
    expect(itemOf('Scheduling Date & Time').classList.contains('ant-form-item-has-error')).toBe(true);
    expect(explainOf('Schedule Notification Type')).toBeUndefined();
  });

  it('marks the weekly time field, not the schedule type, when the time is missing', async () => {
    sendTab();
    fireEvent.click(await screen.findByRole('radio', { name: 'Repeat weekly' }));
    await submit();
    const timeLabel = screen.getByText(/^Scheduling Time \(/, { selector: 'label' }).textContent ?? '';
    await waitFor(() => expect(explainOf(timeLabel)).toBe(messages.selectScheduleTime));
    expect(explainOf('Schedule Notification Type')).toBeUndefined();
    expect(explainOf('Scheduling Day of Week')).toBeUndefined();
  });
});

import { messages } from '@console/contracts/messages';
import { getNotificationTask, listNotificationTasks } from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderScreen, signedInAs } from '../../../../test/render-screen';
import { SendPanel } from './send-panel';

/** The form item of a field, by its label. */
const itemOf = (label: string) =>
  (screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement | null) ??
  document.body;

describe('Send tab: an empty form submitted', () => {
  it('shows each message under its own field, in its own grid column, and no banner repeating one (spec 002 section 5)', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(listNotificationTasks, () => []),
      answer(getNotificationTask, () => {
        throw new Error('no task is read');
      }),
    );
    renderScreen(<SendPanel onView={() => {}} />, { path: PATHS.notification, url: PATHS.notification });
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

import { messages } from '@console/contracts/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/* Notification Management's Send form as a person fills it (spec 002 section 5). */

/** Types a date into an Ant Design picker the way a person can ('DD MMM YYYY hh:mm A'), then OK. */
export async function pickDateTime(page: Page, label: string, date: Date) {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const h = date.getHours() % 12 || 12;
  const text = `${String(date.getDate()).padStart(2, '0')} ${months[date.getMonth()]} ${date.getFullYear()} ${String(h).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
  const input = page.getByRole('textbox', { name: label });
  const openPicker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  // One picker open at a time: the previous one's list may still be closing.
  await expect.poll(() => openPicker.count(), { timeout: 5_000 }).toBe(0);
  await input.click();
  await input.fill(text);
  // OK, not Enter: Enter in a form's field submits the form.
  await openPicker.locator('.ant-picker-ok button').click();
  await expect.poll(() => openPicker.count(), { timeout: 5_000 }).toBe(0);
}

/** The id of the task the success banner names. */
export const taskIdOf = (text: string) => text.replace('Sucessfully Created Notification Task ', '').trim();

/**
 * The Last Sent table's row of the task once processed (it polls until then): its users, those
 * sent and the failures.
 */
export async function processedCounts(page: Page, taskId: string) {
  const last = page
    .locator('.ant-card', { hasText: messages.lastSentNotification })
    .locator('tr.ant-table-row');
  await last.getByText(taskId.slice(-6)).waitFor();
  await last.getByRole('cell', { name: 'processed', exact: true }).waitFor({ timeout: 30_000 });
  const cells = await last.locator('td').allInnerTexts();
  const [users, sent, , failures] = [cells[1], cells[2], cells[3], cells[4]].map(Number);
  return { users, sent: sent ?? 0, failures: failures ?? 0 };
}

import { messages } from '@console/contracts/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';
import { pickDateTime, taskIdOf } from './support/notification-form';
import { chooseOption } from './support/select';
import { alertWith } from './support/sign-in';

/*
 * Campaigns that respect the recipient (issue 34), as a sender sees them: a user opted out of SMS on
 * User Info, then a promotion composed with quiet hours that hold everyone now; the Send tab's
 * audience preview counts the opted-out user and the held ones before the task is created, and the
 * task's own row then counts the same. And a user opted out of SMS promotions only: counted out of a
 * promotion's audience, not of an info task's.
 */
const choose = (page: Page, label: string, option: string) =>
  chooseOption(page, page.getByRole('combobox', { name: label }), option);

/** `HH:MM` as the quiet-hours picker types it ('hh:mm A'), `minutes` after India's present time. */
function indiaTimeIn(minutes: number) {
  const ist = new Date(Date.now() + (5.5 * 60 + minutes) * 60_000);
  const h = ist.getUTCHours();
  return `${String(h % 12 || 12).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A table row's cells by its column titles. */
async function rowByTitles(table: Locator, row: Locator): Promise<Record<string, string>> {
  const titles = await table.locator('thead th').allInnerTexts();
  const cells = await row.locator('td').allInnerTexts();
  return Object.fromEntries(titles.map((t, i) => [t.trim(), (cells[i] ?? '').trim()]));
}

/** Switches one of a user's notification channels on User Info, found by their e-mail. */
async function setChannel(page: Page, email: string, channel: string, on: boolean) {
  await page.goto(`/dashboard?by=email&q=${encodeURIComponent(email)}`);
  const toggle = page.getByRole('switch', { name: `${channel} notifications` });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
}

describe('Notification campaigns: opt-outs, quiet hours and the audience preview', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('previews a promotion held by quiet hours and an opted-out user, and the task counts the same', async () => {
    const users = inject('demoFixtures').users.filter((u) => u.mobile);
    const [first] = users;
    if (!first?.email) throw new Error('a demo user with an e-mail and a mobile is needed');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await setChannel(page, first.email, 'SMS', false);
    await page.getByText(/Opted out by demo\.l4/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'campaigns-user-opted-out');
    try {
      await page.goto('/notification');
      await page.getByRole('heading', { name: 'Notification Management' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByText(messages.audiencePreviewEmpty).waitFor();
      await choose(page, 'Channel', 'SMS');
      await page.getByRole('textbox', { name: 'SMS Text' }).fill('Filters at half price this week');
      await choose(page, 'Severity', 'Promotion');
      await pickDateTime(page, 'Expiry', new Date(Date.now() + 48 * 3600_000));
      await page.getByRole('textbox', { name: 'User Ids' }).fill(users.map((u) => u.userId).join(', '));
      // Quiet hours all day but one minute eight minutes ahead (in India's clock; any zone's clock is
      // a multiple of 15 minutes off it): everyone is inside them now.
      await page.getByRole('radio', { name: 'From – to' }).check();
      const ok = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button');
      await page.getByPlaceholder('From').click();
      await page.getByPlaceholder('From').fill(indiaTimeIn(9));
      await ok.click();
      await page.getByPlaceholder('To').fill(indiaTimeIn(8));
      await ok.click();

      const preview = page.locator('fieldset', { hasText: messages.audiencePreview }).last();
      const previewTable = preview.locator('table');
      const smsRow = previewTable.locator('tr', { hasText: 'This task' });
      await expect
        .poll(async () => (await rowByTitles(previewTable, smsRow))['Opted out'], { timeout: 20_000 })
        .toBe('1');
      const counted = await rowByTitles(previewTable, smsRow);
      expect(counted).toMatchObject({
        Channel: 'SMSThis task',
        Recipients: String(users.length),
        'Held by quiet hours': String(users.length - 1),
        'Sent at once': '0',
      });
      await preview.getByText(/this task’s/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'campaigns-preview');

      const created = alertWith(page, 'Sucessfully Created Notification Task');
      await Promise.all([
        created.waitFor(),
        page.getByRole('button', { name: messages.createNotificationTask }).click(),
      ]);
      const taskId = taskIdOf((await created.textContent()) ?? '');
      // The task's own row: the same held and opted-out counts, nothing sent.
      const lastTable = page
        .locator('.ant-card', { hasText: messages.lastSentNotification })
        .locator('table');
      const last = lastTable.locator('tr.ant-table-row', { hasText: taskId.slice(-6) });
      await expect
        .poll(async () => (await rowByTitles(lastTable, last)).Held, { timeout: 30_000 })
        .toBe(String(users.length - 1));
      expect(await rowByTitles(lastTable, last)).toMatchObject({
        Users: String(users.length),
        Sent: '0',
        'Opted out': '1',
        Capped: '0',
        Status: 'processing',
      });
      await screenshot(page, 'campaigns-task-held');
    } finally {
      await setChannel(page, first.email, 'SMS', true);
      await context.close();
    }
  }, 180_000);

  it('a user opted out of SMS promotions on User Info is counted out of a promotion, not of an info task', async () => {
    const users = inject('demoFixtures').users.filter((u) => u.mobile && u.email);
    const user = users[1];
    if (!user?.email) throw new Error('a second demo user with an e-mail and a mobile is needed');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const promotion = async (on: boolean) => {
      await page.goto(`/dashboard?by=email&q=${encodeURIComponent(user.email ?? '')}`);
      const box = page
        .getByRole('group', { name: 'Kinds of message on SMS' })
        .getByRole('checkbox', { name: 'Promotion' });
      await box.waitFor();
      if ((await box.isChecked()) !== on) await box.click();
      await expect.poll(() => box.isChecked()).toBe(on);
    };
    await promotion(false);
    // The channel stays on (alerts still go); the card says who opted the user out of promotions.
    expect(await page.getByRole('switch', { name: 'SMS notifications' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByText(/^Promotion: Opted out by demo\.l4/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'campaigns-user-promotions-off');
    try {
      await page.goto('/notification');
      await page.getByRole('heading', { name: 'Notification Management' }).waitFor();
      await page.getByText(messages.audiencePreviewEmpty).waitFor();
      await choose(page, 'Channel', 'SMS');
      await page.getByRole('textbox', { name: 'SMS Text' }).fill('Filters at half price this week');
      await choose(page, 'Severity', 'Promotion');
      await pickDateTime(page, 'Expiry', new Date(Date.now() + 48 * 3600_000));
      await page.getByRole('textbox', { name: 'User Ids' }).fill(user.userId);
      const preview = page.locator('fieldset', { hasText: messages.audiencePreview }).last();
      const previewTable = preview.locator('table');
      const smsRow = previewTable.locator('tr', { hasText: 'This task' });
      const optedOut = async () => (await rowByTitles(previewTable, smsRow))['Opted out'];
      await expect.poll(optedOut, { timeout: 20_000 }).toBe('1');
      // The same user and channel, an info task: the promotion opt-out does not stop it.
      await choose(page, 'Severity', 'Info');
      await expect.poll(optedOut, { timeout: 20_000 }).toBe('0');
      expect((await rowByTitles(previewTable, smsRow)).Recipients).toBe('1');
    } finally {
      await promotion(true);
      await context.close();
    }
  }, 180_000);
});

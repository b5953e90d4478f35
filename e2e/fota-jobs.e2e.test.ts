import { DEFAULT_JOB_DAYS, DEFAULT_JOB_PERCENTAGE } from '@console/contracts/fota-jobs';
import { fillMessage, messages } from '@console/contracts/messages';
import { devicesForPercentage } from '@console/contracts/rollouts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { displayDay, pickerDay } from './support/dates';
import { sampleDevice } from './support/demo-data';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { clickForAlert } from './support/sign-in';

const dialog = (page: Page) => page.getByRole('dialog');
const nameField = (page: Page) =>
  dialog(page).getByRole('textbox', { name: new RegExp(`^(\\* )?${messages.jobName}$`) });
const choose = (page: Page, label: string, option: string | RegExp) =>
  chooseOption(page, dialog(page).getByRole('combobox', { name: label }), option);
/** The FOTA batch screen's count of a model's upgradable devices, asked as the signed-in person. */
async function upgradeCount(page: Page, modelNumber: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(
    `/simplifi/v1/firmwareupgrade/fota/upgrade/deviceCount?${new URLSearchParams({ modelNumber })}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return (await res.json()) as { deviceCount: number; firmwareVersion: string | null };
}
const day = (page: Page, label: string) => dialog(page).getByRole('checkbox', { name: label, exact: true });

describe('Manage MQTT FOTA jobs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('schedules a job, edits it (Reset restores it) and deletes it after confirmation', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.getByRole('link', { name: messages.fotaJobsTitle }).click();
    await page.getByRole('heading', { name: messages.fotaJobsTitle }).waitFor();
    await page.getByText(messages.noFotaJobs).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: messages.addNewJob }).click();
    await dialog(page).getByRole('button', { name: messages.save }).click();
    await dialog(page).getByText(messages.addJobName, { exact: true }).waitFor();
    await dialog(page).getByText(messages.selectWeekDays, { exact: true }).waitFor();
    await nameField(page).fill('Nightly AC!');
    await nameField(page).blur();
    await dialog(page).getByText(messages.jobNameSpecialCharacter, { exact: true }).waitFor();
    await nameField(page).fill('Nightly AC');
    // A picker: the default end day in the console's pickerDate format (DD-MM-YYYY).
    const endDay = Date.now() + DEFAULT_JOB_DAYS * 86_400_000;
    const endBox = dialog(page).getByRole('textbox', { name: new RegExp(`^(\\* )?${messages.endDate}$`) });
    expect(await endBox.inputValue()).toBe(pickerDay(endDay));
    // The rollout share starts at the smallest (issue 29: it was 100 %).
    const percentage = dialog(page).getByRole('spinbutton', { name: messages.rolloutPercentage });
    expect(await percentage.inputValue()).toBe(String(DEFAULT_JOB_PERCENTAGE));
    // A mistyped percentage is refused as typed, not clamped to 100 (issue 10).
    await percentage.fill('150');
    await percentage.blur();
    await dialog(page).getByText(messages.invalidPercentage, { exact: true }).waitFor();
    expect(await percentage.inputValue()).toBe('150');
    await percentage.fill('');
    await dialog(page).getByText(messages.invalidPercentage, { exact: true }).waitFor({ state: 'detached' });
    for (const d of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await day(page, d).check();
    await choose(page, messages.hour, '09');
    // 45 lies past the minute list's first window (the list is virtual): chooseOption scrolls to it.
    await choose(page, messages.minute, '45');
    await choose(page, messages.meridiem, 'PM');
    // A model: the dialog names how many devices a firing upgrades, as the batch screen counts them.
    const device = sampleDevice();
    // The person's own lists may spell a brand otherwise than the device row does.
    await choose(page, messages.category, new RegExp(`^${device.category}$`, 'i'));
    await choose(page, messages.brand, new RegExp(`^${device.brand}$`, 'i'));
    await choose(page, messages.rolloutModelNumber, device.modelNumber);
    const { deviceCount, firmwareVersion } = await upgradeCount(page, device.modelNumber);
    await dialog(page)
      .getByRole('status')
      .getByText(
        fillMessage(messages.jobDeviceCount, {
          percentage: DEFAULT_JOB_PERCENTAGE,
          model: device.modelNumber,
          version: firmwareVersion ?? '',
          devices: devicesForPercentage(deviceCount, DEFAULT_JOB_PERCENTAGE),
          upgradable: deviceCount,
        }),
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The dialog scrolls inside the window: the count in view for the picture.
    await dialog(page).getByRole('status').scrollIntoViewIfNeeded();
    await screenshot(page, 'fota-jobs-add');
    await clickForAlert(page, dialog(page).getByRole('button', { name: messages.save }), messages.jobAdded);
    const row = page.locator('tr.ant-table-row', { hasText: 'Nightly AC' });
    await row.getByText('mon-fri', { exact: true }).waitFor();
    await row.getByText('09:45 PM', { exact: true }).waitFor();
    // A table: the end day in the console's date format, as every list shows a calendar day.
    await row.getByText(displayDay(endDay), { exact: true }).waitFor();

    await row.getByRole('button', { name: `${messages.editJob} Nightly AC` }).click();
    await dialog(page).getByText(messages.updateJob).first().waitFor();
    expect(await nameField(page).inputValue()).toBe('Nightly AC');
    await nameField(page).fill('Changed');
    await dialog(page).getByRole('button', { name: messages.reset }).click();
    expect(await nameField(page).inputValue()).toBe('Nightly AC');
    await nameField(page).fill('Weekday AC');
    await day(page, 'Fri').uncheck();
    await day(page, 'Sun').check();
    await clickForAlert(
      page,
      dialog(page).getByRole('button', { name: messages.updateJob }),
      messages.jobUpdated,
    );
    const edited = page.locator('tr.ant-table-row', { hasText: 'Weekday AC' });
    await edited.getByText('mon,tue,wed,thu,sun', { exact: true }).waitFor();
    await screenshot(page, 'fota-jobs-list');

    await edited.getByRole('button', { name: `${messages.deleteJob} Weekday AC` }).click();
    await page.getByText(messages.confirmDeleteJob).waitFor();
    await clickForAlert(
      page,
      page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }),
      messages.jobDeleted,
    );
    await page.getByText(messages.noFotaJobs).waitFor();
    await context.close();
  });
});

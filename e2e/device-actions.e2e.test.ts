import { fillMessage, messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { newestMailTo } from './support/mail';
import { alertWith, signIn } from './support/sign-in';

/** A level-5 agent: offboards, edits devices and dealers. */
const AGENT = 'demo.l4';
const INCIDENT_RECIPIENT = 'incidents@console.local';
const fixtures = () => inject('demoFixtures').actions;

const details = (page: Page) => page.locator('.ant-card').filter({ hasText: messages.deviceDetails });
const field = (page: Page, label: string) =>
  details(page)
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

async function openDevice(page: Page, deviceId: string) {
  await page.goto(`/searchDevice?${new URLSearchParams({ by: 'deviceId', q: deviceId })}`);
  await field(page, messages.deviceId).getByText(deviceId, { exact: true }).waitFor();
}

/** The confirmation on screen (closed ones stay in the page, hidden). */
const openPopconfirm = (page: Page) => page.locator('.ant-popconfirm:not(.ant-popover-hidden)');

/** Presses a button that asks first, and answers Yes in the confirmation. */
async function confirmAction(page: Page, button: string, question: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const popover = openPopconfirm(page).filter({ hasText: question });
  await popover.waitFor();
  await popover.getByRole('button', { name: messages.yes }).click();
}

describe('Device Info actions', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signIn(page, AGENT);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offboards a device after the confirmation, and clears it from the screen', async () => {
    const { offboardDeviceId } = fixtures();
    await openDevice(page, offboardDeviceId);
    await confirmAction(page, messages.offboardDevice, messages.offboardConfirm);
    await alertWith(page, messages.offboarded).waitFor();
    await details(page).waitFor({ state: 'detached' });
    await openDevice(page, offboardDeviceId);
    expect(await field(page, messages.onboardedAt).textContent()).toBe('—');
    // Offboarded: its product serial may be edited now (spec 001 section 4).
    await page.getByRole('button', { name: messages.editProductSerial }).waitFor();
  });

  it('refuses a gateway with children, lists them by adapter and link, offboards a child', async () => {
    const { gatewayId, childDeviceId } = fixtures();
    await openDevice(page, gatewayId);
    const children = page.locator('.ant-card').filter({ hasText: messages.childDevices });
    await children.getByRole('row').filter({ hasText: childDeviceId }).waitFor();
    expect(await children.getByText(fillMessage(messages.adapterLabel, { id: '' })).count()).toBeGreaterThan(
      0,
    );
    await screenshot(page, 'device-actions-gateway-children');
    expect(await seriousViolations(page)).toEqual([]);

    await confirmAction(page, messages.offboardDevice, messages.offboardConfirm);
    await alertWith(page, messages.gatewayHasChildren).waitFor();

    await children.getByRole('row').filter({ hasText: childDeviceId }).getByRole('checkbox').check();
    await confirmAction(page, messages.offboardSelected, messages.offboardConfirm);
    await alertWith(page, messages.offboarded).waitFor();
    await children.getByRole('row').filter({ hasText: childDeviceId }).waitFor({ state: 'detached' });
  });

  it('edits the model number: Update disabled while empty, the new number shown after', async () => {
    const { deviceId, modelNumber } = fixtures().modelEdit;
    await openDevice(page, deviceId);
    await page.getByRole('button', { name: messages.editModelNumber }).click();
    const input = page.getByRole('combobox', { name: messages.editModelNumber });
    await input.fill('   ');
    expect(await page.getByRole('button', { name: messages.update }).isDisabled()).toBe(true);
    await input.fill(` ${modelNumber} `);
    await page.getByRole('button', { name: messages.update }).click();
    await alertWith(page, messages.modelNumberUpdated).waitFor();
    await field(page, messages.modelNumber).getByText(modelNumber, { exact: true }).waitFor();
  });

  it('reports an incident: rich text mailed to the configured recipients', async () => {
    const { deviceId } = fixtures().modelEdit;
    await page.getByRole('button', { name: messages.sendEmailButton }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: messages.reportIncidenceTitle });
    const editor = dialog.getByRole('textbox', { name: messages.incidentBody });
    await editor.click();
    await page.getByRole('button', { name: messages.bold }).click();
    await page.keyboard.type('Compressor trips');
    await page.getByRole('button', { name: messages.bold }).click();
    await page.keyboard.type(' every hour <script>alert(1)</script>');
    await screenshot(page, 'device-actions-report-incidence');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: messages.sendEmailAction }).click();
    await alertWith(page, messages.emailSent).waitFor();

    const mail = await newestMailTo(INCIDENT_RECIPIENT);
    expect(mail.text).toContain(fillMessage(messages.incidentSubjectDefault, { id: deviceId }));
    expect(mail.text).toContain('<strong>Compressor trips</strong>');
    // Typed text is text: the editor escapes it and the server keeps it escaped.
    expect(mail.text).not.toContain('<script>');
  });

  it('shows the dealer card, edits and deletes the dealer', async () => {
    await openDevice(page, fixtures().dealerDeviceId);
    await page.getByRole('button', { name: messages.dealerButton }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: messages.dealerTitle });
    await dialog.getByText(messages.dealerId, { exact: true }).waitFor();
    await screenshot(page, 'device-actions-dealer-card');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: messages.edit }).click();
    const form = page.getByRole('dialog').filter({ hasText: messages.dealerEditTitle });
    await form.getByLabel(messages.dealerName, { exact: true }).fill('');
    await form.getByRole('button', { name: messages.save }).click();
    await form.getByText(messages.dealerNameRequired).waitFor();
    await screenshot(page, 'device-actions-dealer-edit');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel(messages.dealerName, { exact: true }).fill('Renamed Appliance Store');
    await form.getByRole('button', { name: messages.save }).click();
    await alertWith(page, messages.dealerUpdated).waitFor();
    await dialog.getByText('Renamed Appliance Store').waitFor();

    await dialog.getByRole('button', { name: messages.delete }).click();
    await openPopconfirm(page).getByRole('button', { name: messages.yes }).click();
    await alertWith(page, messages.dealerDeleted).waitFor();
    await dialog.getByText(messages.dataNotFound).waitFor();
  });

  it('opens the QR scanner, which reports a missing camera', async () => {
    await page.goto('/searchDevice');
    await page.getByRole('button', { name: messages.scanCode }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: messages.scanCode });
    await dialog.waitFor();
    await alertWith(page, messages.scanFailed).waitFor();
    await dialog.getByText(messages.scanFailed).waitFor();
    await screenshot(page, 'device-actions-scanner-no-camera');
  });
});

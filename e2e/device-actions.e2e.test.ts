import { fillMessage, messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';
import { newestMailTo } from './support/mail';
import { account, bannerCovers, clickForAlert, fillLogin } from './support/sign-in';

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

const inViewAndFocused = (el: Element) => {
  const box = el.getBoundingClientRect();
  return el === document.activeElement && box.top >= 0 && box.bottom <= window.innerHeight;
};

/** The confirmation on screen titled `title` (closed ones stay in the page, hidden). */
const openPopconfirm = (page: Page, title: string) =>
  page
    .locator('.ant-popconfirm:not(.ant-popover-hidden)')
    .filter({ has: page.locator('.ant-popconfirm-title').getByText(title, { exact: true }) });

/** Presses a button that asks first, answers Yes, and waits for the alert the action brings. */
async function confirmAction(page: Page, button: string, alert: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  // The confirmation takes the focus, on 'No': an irreversible action needs a deliberate 'Yes'.
  const no = openPopconfirm(page, button).getByRole('button', { name: messages.no });
  await expect.poll(() => no.evaluate((el) => el === document.activeElement)).toBe(true);
  // Escape there closes it and gives the focus back to the button; the button asks again.
  await page.keyboard.press('Escape');
  await openPopconfirm(page, button).waitFor({ state: 'detached' });
  const opener = page.getByRole('button', { name: button, exact: true });
  expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  await opener.click();
  const yes = openPopconfirm(page, button).getByRole('button', { name: messages.yes });
  await clickForAlert(page, yes, alert);
}

describe('Device Info actions', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await openSignedIn(page, AGENT);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offboards a device after the confirmation, and clears it from the screen', async () => {
    const { offboardDeviceId } = fixtures();
    await openDevice(page, offboardDeviceId);
    await confirmAction(page, messages.offboardDevice, messages.offboarded);
    await details(page).waitFor({ state: 'detached' });
    await openDevice(page, offboardDeviceId);
    expect(await field(page, messages.onboardedAt).textContent()).toBe('—');
    // Offboarded: its product serial may be edited now (spec 001 section 4), and there is nothing
    // left to offboard.
    await page.getByRole('button', { name: messages.editProductSerial }).waitFor();
    expect(await page.getByRole('button', { name: messages.offboardDevice, exact: true }).isDisabled()).toBe(
      true,
    );
  });

  it("a device not onboarded, at 1280 and 390 px: Offboard says why beside it and Tab reaches it; Device Details' title stays whole; a gateway's Child Devices scroll in their own regions", async () => {
    const { context, page: own } = await newPage(browser);
    await openSignedIn(own, AGENT);
    const deviceId = fixtures().serialEditDeviceId;
    const head = details(own).locator('.ant-card-head');
    const box = async (locator: ReturnType<Page['locator']>) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not shown');
      return found;
    };
    for (const width of [1280, 390]) {
      await own.setViewportSize({ width, height: 844 });
      await openDevice(own, deviceId);
      // The title whole beside its buttons at 1280; at 390 ('Device…' there) the buttons go below it.
      const title = head.locator('.ant-card-head-title');
      await head.getByRole('button', { name: messages.sendFotaTrigger }).waitFor();
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const [titleBox, extraBox] = [await box(title), await box(head.locator('.ant-card-extra'))];
      if (width === 1280) expect(extraBox.y).toBeLessThan(titleBox.y + titleBox.height);
      else expect(extraBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
      expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Offboard: unavailable, its reason written beside it, clear of it, and its description.
      const offboard = own.getByRole('button', { name: messages.offboardDevice, exact: true });
      expect(await offboard.isDisabled()).toBe(true);
      const reason = own
        .locator('.disabled-with-reason')
        .getByText(messages.deviceNotOnboarded, { exact: true });
      const [buttonBox, reasonBox] = [await box(offboard), await box(reason)];
      expect(
        reasonBox.x >= buttonBox.x + buttonBox.width || reasonBox.y >= buttonBox.y + buttonBox.height,
      ).toBe(true);
      expect(
        await offboard.evaluate(
          (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
        ),
      ).toBe(messages.deviceNotOnboarded);
      // Tab goes from Dealer Info to it (a disabled button is skipped); Enter asks nothing.
      await own.getByRole('button', { name: messages.dealerButton }).focus();
      await own.keyboard.press('Tab');
      expect(await offboard.evaluate((el) => el === document.activeElement)).toBe(true);
      await screenshot(own, `device-info-not-onboarded-${width}`);
      await own.keyboard.press('Enter');
      // Nothing to wait for: long enough for the confirmation to have opened, were it to.
      await own.waitForTimeout(300);
      expect(await openPopconfirm(own, messages.offboardDevice).count()).toBe(0);
      expect(await seriousViolations(own)).toEqual([]);

      // A gateway: its children's tables scroll sideways in named regions that take the focus
      // (at 390 px they are wider than the card), and the page stays as wide as the screen.
      await openDevice(own, fixtures().gatewayId);
      const children = own.locator('.ant-card').filter({ hasText: messages.childDevices });
      await children.getByRole('row').filter({ hasText: fixtures().childDeviceId }).waitFor();
      expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const regions = children.getByRole('region', { name: fillMessage(messages.linkLabel, { n: '' }) });
      expect(await regions.count()).toBeGreaterThan(1);
      const overflow = await regions.evaluateAll((els) =>
        els.map((el) => (el as HTMLElement).tabIndex === 0 && el.scrollWidth > el.clientWidth),
      );
      expect(overflow.every((scrolls) => scrolls === (width === 390))).toBe(true);
      await screenshot(own, `device-info-gateway-${width}`);
      expect(await seriousViolations(own)).toEqual([]);
    }
    await context.close();
  });

  it('refuses a gateway with children, lists them by adapter and link, offboards a child', async () => {
    const { gatewayId, childDeviceId } = fixtures();
    await openDevice(page, gatewayId);
    const children = page.locator('.ant-card').filter({ hasText: messages.childDevices });
    await children.getByRole('row').filter({ hasText: childDeviceId }).waitFor();
    expect(await children.getByText(fillMessage(messages.adapterLabel, { id: '' })).count()).toBeGreaterThan(
      0,
    );
    // Every link's table has the same column widths, so the Device Id columns line up.
    const idHeaders = children.locator('thead th').filter({ hasText: new RegExp(`^${messages.deviceId}$`) });
    const boxes = await Promise.all((await idHeaders.all()).map((th) => th.boundingBox()));
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(Math.round(box?.x ?? -1)).toBe(Math.round(boxes[0]?.x ?? -2));
      expect(Math.round(box?.width ?? -1)).toBe(Math.round(boxes[0]?.width ?? -2));
    }
    await screenshot(page, 'device-actions-gateway-children');
    expect(await seriousViolations(page)).toEqual([]);

    await confirmAction(page, messages.offboardDevice, messages.gatewayHasChildren);

    await children.getByRole('row').filter({ hasText: childDeviceId }).getByRole('checkbox').check();
    await confirmAction(page, messages.offboardSelected, messages.offboarded);
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
    await clickForAlert(
      page,
      page.getByRole('button', { name: messages.update }),
      messages.modelNumberUpdated,
    );
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
    // The dialog says who gets it: the server's configured recipients.
    await dialog.locator('.incident-recipients').getByText(INCIDENT_RECIPIENT, { exact: true }).waitFor();
    await screenshot(page, 'device-actions-report-incidence');
    expect(await seriousViolations(page)).toEqual([]);
    await clickForAlert(
      page,
      dialog.getByRole('button', { name: messages.sendEmailAction }),
      messages.emailSent,
    );

    const mail = await newestMailTo(INCIDENT_RECIPIENT);
    expect(mail.text).toContain(fillMessage(messages.incidentSubjectDefault, { id: deviceId }));
    // Typed text is text: escaped in the HTML part, shown as typed in the plain-text part.
    const textAt = mail.text.indexOf('Content-Type: text/plain');
    const htmlAt = mail.text.indexOf('Content-Type: text/html');
    expect(textAt).toBeGreaterThan(0);
    expect(htmlAt).toBeGreaterThan(textAt);
    const html = mail.text.slice(htmlAt);
    expect(html).toContain('<strong>Compressor trips</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(mail.text.slice(textAt, htmlAt)).toContain('every hour <script>alert(1)</script>');
  });

  it('edits the product serial: the warranty links follow the serial check', async () => {
    const deviceId = fixtures().serialEditDeviceId;
    const sample = inject('demoFixtures').warrantyHomes[0];
    if (!sample) throw new Error('no warranty home');
    // A registered product that no device carries: the serial the edit gives this device.
    const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
    const grant = await page.request.post('/simplifi/v1/deviceManagement/ewarranty/token', {
      headers,
      data: { mobile: sample.mobile },
    });
    const appliances = await page.request.post('/simplifi/v1/services/ewarranty/applianceData', {
      headers,
      data: { token: (await grant.json()).token },
    });
    const product = (await appliances.json()).customer_products.at(-1);
    await openDevice(page, deviceId);
    const shown = (await field(page, messages.productSerialNumber).textContent())?.trim() ?? '';
    const original = shown === '—' ? '' : shown;
    const setSerial = async (serial: string) => {
      await page.getByRole('button', { name: messages.editProductSerial }).click();
      await page.getByRole('textbox', { name: messages.editProductSerial }).fill(serial);
      await clickForAlert(
        page,
        details(page).getByRole('button', { name: messages.update }),
        messages.serialUpdated,
      );
    };
    const warrantyLink = page.getByRole('button', { name: messages.viewWarrantyInfo });

    // Its own serial is no registered product's: the links show as invalid.
    await page.locator('.warranty-link-invalid').first().waitFor();
    await setSerial(product.serial_no);
    await page.locator('.warranty-link-valid').first().waitFor();
    expect(await page.locator('.warranty-link-invalid').count()).toBe(0);
    await screenshot(page, 'device-warranty-valid-serial');
    // A valid serial opens the warranty at once, on that product's tab.
    await warrantyLink.click();
    const modal = page.getByRole('dialog', { name: messages.warrantyInfo });
    await modal.locator('.product-tabs .ant-tabs-tab-active').getByText(product.product_name).waitFor();
    await modal.locator('.ant-tabs-tabpane-active table').first().waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();

    // Back to its own serial: invalid again, and the spec's confirmation comes before the warranty.
    await setSerial(original);
    await page.locator('.warranty-link-invalid').first().waitFor();
    await warrantyLink.click();
    await openPopconfirm(page, messages.updateSerialFirst).waitFor();
    await screenshot(page, 'device-warranty-invalid-serial');
    // No: nothing is reported.
    const reports: string[] = [];
    const isReport = (r: { url(): string; method(): string }) =>
      r.method() === 'POST' && new URL(r.url()).pathname === '/simplifi/v1/upload';
    page.on('request', (r) => {
      if (isReport(r)) reports.push(r.url());
    });
    await openPopconfirm(page, messages.updateSerialFirst).getByRole('button', { name: messages.no }).click();
    await openPopconfirm(page, messages.updateSerialFirst).waitFor({ state: 'detached' });
    expect(reports).toHaveLength(0);

    // Yes: the device is reported as having no warranty match (spec 001 section 7) and the modal opens.
    await warrantyLink.click();
    const request = page.waitForRequest(isReport);
    const response = page.waitForResponse((r) => isReport(r.request()));
    await openPopconfirm(page, messages.updateSerialFirst)
      .getByRole('button', { name: messages.yes })
      .click();
    const body = (await request).postDataJSON();
    expect(Object.keys(body).sort()).toEqual([
      'category',
      'deviceId',
      'modelNumber',
      'onboardedBy',
      'productSerialNumber',
    ]);
    expect(body).toMatchObject({ deviceId, productSerialNumber: original || null });
    await field(page, messages.modelNumber).getByText(body.modelNumber, { exact: true }).waitFor();
    expect((await response).status()).toBe(200);
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(reports).toHaveLength(1);
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
    const name = form.getByLabel(messages.dealerName, { exact: true });
    await name.fill('');
    await form.getByRole('button', { name: messages.save }).click();
    await form.getByText(messages.dealerNameRequired).waitFor();
    // Save is at the bottom of a long dialog, the name at the top: the view goes to it, focus in it.
    await expect.poll(() => name.evaluate(inViewAndFocused)).toBe(true);
    await screenshot(page, 'device-actions-dealer-edit');
    expect(await seriousViolations(page)).toEqual([]);
    await name.fill('Renamed Appliance Store');
    // Fixed is enough: the message goes at once, before any blur or Save.
    await form.getByText(messages.dealerNameRequired).waitFor({ state: 'detached' });
    await clickForAlert(page, form.getByRole('button', { name: messages.save }), messages.dealerUpdated);
    await dialog.getByText('Renamed Appliance Store').waitFor();
    // The alert banner pushes the open dialog down rather than hide its title.
    await expect.poll(() => bannerCovers(page, '.ant-modal-title')).toBe(false);
    await screenshot(page, 'device-actions-dealer-alert');

    await dialog.getByRole('button', { name: messages.delete }).click();
    const yes = openPopconfirm(page, messages.delete).getByRole('button', { name: messages.yes });
    await clickForAlert(page, yes, messages.dealerDeleted);
    await dialog.getByText(messages.dataNotFound).waitFor();
  });

  it("shows no warranty on a partner tenant's Device Info, and asks no warranty call", async () => {
    const port = new URL(inject('baseUrl')).port;
    for (const { tenantId, deviceId } of inject('demoFixtures').partnerDevices) {
      // Partner hosts as TENANT_HOSTS maps them; *.localhost reaches this machine.
      const context = await browser.newContext({
        baseURL: `http://console.${tenantId}.localhost:${port}`,
        viewport: { width: 1280, height: 800 },
      });
      const partner = await context.newPage();
      const warrantyCalls: string[] = [];
      partner.on('request', (r) => {
        if (r.url().includes('/ewarranty/')) warrantyCalls.push(r.url());
      });
      await fillLogin(partner, 'partner.l1', account(AGENT).password);
      await partner.getByRole('button', { name: messages.signIn }).click();
      await partner.waitForURL('**/dashboard');
      await openDevice(partner, deviceId);
      // The popups row is there (a level-1 agent's full view) and every call has answered.
      await partner.getByRole('button', { name: messages.usageButton }).waitFor();
      await partner.waitForLoadState('networkidle');
      expect(await partner.getByRole('button', { name: messages.viewWarrantyInfo }).count(), tenantId).toBe(
        0,
      );
      expect(warrantyCalls, tenantId).toEqual([]);
      if (tenantId === 'southhome') await screenshot(partner, 'device-info-partner-no-warranty');
      await context.close();
    }
  });

  it('opens the QR scanner, which says the camera is missing and takes a typed code', async () => {
    await page.goto('/searchDevice');
    await page.getByRole('button', { name: messages.scanCode }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: messages.scanCode });
    await dialog.waitFor();
    await dialog.getByText(messages.scanFailed).waitFor();
    await dialog.getByText(messages.scanCameraMissing).waitFor();
    await screenshot(page, 'device-actions-scanner-no-camera');
    expect(await seriousViolations(page)).toEqual([]);
    const { dealerDeviceId } = fixtures();
    await dialog.getByRole('textbox', { name: messages.scanTypedCode }).fill(dealerDeviceId);
    await dialog.getByRole('button', { name: messages.scanUseCode }).click();
    await field(page, messages.deviceId).getByText(dealerDeviceId, { exact: true }).waitFor();
  });
});

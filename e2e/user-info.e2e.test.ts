import { DIAL_CODES } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';

/** A fixture user's mobile split into the picker's dialling code and the typed number. */
function splitMobile(mobile: string): { code: string; number: string } {
  const digits = mobile.replace(/^\+/, '');
  const code = Object.values(DIAL_CODES).find((c) => digits.startsWith(c));
  if (!code) throw new Error(`no dialling code for ${mobile}`);
  return { code, number: digits.slice(code.length) };
}

const searchValue = (page: Page) => page.getByLabel(messages.searchValueLabel);
const panel = (page: Page) => page.locator('.ant-card').filter({ hasText: messages.userInformation });

async function chooseSearchBy(page: Page, label: string) {
  await chooseOption(page, page.getByLabel(messages.searchBy), label);
}

describe('User Info', () => {
  let browser: Browser;
  const user = () => {
    const first = inject('demoFixtures').users[0];
    if (!first) throw new Error('no fixture user');
    return first;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a user by mobile number, and keeps the result on reload', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const { code, number } = splitMobile(user().mobile);
    expect(code).toBe('91');
    await searchValue(page).fill(number);
    await page.getByRole('button', { name: messages.search }).click();
    await panel(page).getByText(user().email).waitFor();
    await panel(page).getByText(user().mobile).waitFor();
    await screenshot(page, 'user-info-mobile');
    await page.reload();
    await panel(page).getByText(user().email).waitFor();
    expect(await searchValue(page).inputValue()).toBe(number);
    await context.close();
  });

  it('names the countries of the picker as spec 000 section 6 does, the dialling code beside', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.getByRole('combobox', { name: messages.countryCodeLabel }).click({ force: true });
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // demo.l4 holds IN, SL1 and BGD (polled: the list may still be opening or drawing).
    await expect
      .poll(() => options.allTextContents(), { timeout: 10_000 })
      .toEqual(['India (+91)', 'Srilanka (Softlogic) (+94)', 'Bangladesh (+880)']);
    await options.filter({ hasText: 'Srilanka (Softlogic)' }).click();
    await searchValue(page).fill('771234567');
    await page.getByRole('button', { name: messages.search }).click();
    await page.waitForURL(/cc=94/);
    await screenshot(page, 'user-info-country-names');
    await context.close();
  });

  it('finds a user by e-mail', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l2');
    await chooseSearchBy(page, messages.searchByEmail);
    expect(await searchValue(page).getAttribute('placeholder')).toBe(messages.emailPlaceholder);
    await searchValue(page).fill(user().email);
    await page.getByRole('button', { name: messages.search }).click();
    await panel(page).getByText(user().mobile).waitFor();
    await context.close();
  });

  it('validates the search, and a new search type starts clean', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    expect(await searchValue(page).getAttribute('placeholder')).toBe(messages.mobilePlaceholder);
    await searchValue(page).fill('12ab3');
    expect(await searchValue(page).inputValue()).toBe('123');
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterMobile, { exact: true }).waitFor();

    const { number } = splitMobile(user().mobile);
    await searchValue(page).fill(number);
    await page.getByRole('button', { name: messages.search }).click();
    await panel(page).waitFor();

    await chooseSearchBy(page, messages.searchByEmail);
    expect(await searchValue(page).inputValue()).toBe('');
    // The old result goes with the re-render: wait for it to leave rather than read at once.
    await panel(page).waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterEmail, { exact: true }).last().waitFor();
    await searchValue(page).fill('not-an-address');
    await searchValue(page).blur();
    await page.getByText(messages.invalidRequest, { exact: true }).waitFor();
    await screenshot(page, 'user-info-validation');
    await context.close();
  });

  it("shows the server's message when nobody matches", async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await searchValue(page).fill('1000000001');
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByRole('alert').filter({ hasText: messages.userNotFound }).waitFor();
    // The old result goes with the re-render: wait for it to leave rather than read at once.
    await panel(page).waitFor({ state: 'detached', timeout: 5_000 });
    await context.close();
  });
});

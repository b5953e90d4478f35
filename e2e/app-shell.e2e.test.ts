import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';
import { account, alertWith, fillLogin } from './support/sign-in';

/*
 * The signed-in frame at 1280 x 800 (issue 29): the alert banner lay over three entries of the
 * header menu's second row. It now lies in the content column: no menu entry under it.
 */

/** The menu entries the banner's box overlaps (their text); null while no banner shows. */
const entriesUnderBanner = (page: Page) =>
  page.evaluate(() => {
    const banner = document.querySelector('.alert-banner')?.getBoundingClientRect();
    if (!banner) return null;
    return Array.from(document.querySelectorAll('nav .ant-menu-item'))
      .filter((item) => {
        const r = item.getBoundingClientRect();
        return (
          r.left < banner.right && banner.left < r.right && r.top < banner.bottom && banner.top < r.bottom
        );
      })
      .map((item) => item.textContent);
  });

describe('the alert banner in the signed-in frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the two-step reminder of demo.l2 beside the menu, never over an entry', async () => {
    const { context, page } = await newPage(browser);
    await fillLogin(page, 'demo.l2', account('demo.l2').password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: messages.mainMenu }).waitFor();
    await alertWith(page, messages.mfaMustBeEnabled).waitFor();
    expect(await entriesUnderBanner(page)).toEqual([]);
    await screenshot(page, 'shell-banner-demo-l2');
    await context.close();
  });

  it('shows an alert of a level-4 support account beside the menu, never over an entry', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    // A dealer that does not exist: the lookup's failure shows in the banner.
    await Promise.all([
      page.locator('.alert-banner').waitFor(),
      page.goto(`${PATHS.deviceDealer}?by=dealerId&q=DLR-NONE`),
    ]);
    expect(await entriesUnderBanner(page)).toEqual([]);
    await screenshot(page, 'shell-banner-demo-l4');
    await context.close();
  });
});

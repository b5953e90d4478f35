import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';

/*
 * The main menu on a phone. At 390 px some twenty entries (a cloud admin's) took about 380 px above
 * the page; under 768 px they now fold behind a button that names the current screen.
 */

const expanded = (toggle: Locator) => toggle.getAttribute('aria-expanded');
/** Where the page's own content starts, from the top of the window. */
const contentTop = (page: Page) =>
  page.getByRole('main').evaluate((main) => (main.firstElementChild ?? main).getBoundingClientRect().top);
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** The text and role of the focused element, and whether it lies in the menu's panel. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent ?? '',
    role: document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? '',
    inPanel: document.activeElement?.closest('.main-menu-panel') !== null,
  }));
/** The menu entry (its item or link) the arrow keys moved the focus to, on the menu's next frame. */
const focusedEntry = async (page: Page) => {
  await expect.poll(async () => ['menuitem', 'A'].includes((await focused(page)).role)).toBe(true);
  return focused(page);
};

describe('the main menu on a 390 px phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('folds behind a button naming the screen; opens by pointer and keyboard, Escape and an entry close it', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'demo.cloudadmin');
    const nav = page.getByRole('navigation', { name: messages.mainMenu });
    const toggle = nav.getByRole('button', { name: new RegExp(`^${messages.mainMenu}:`) });
    await toggle.waitFor();
    expect(await expanded(toggle)).toBe('false');
    expect(await toggle.textContent()).toContain('User Info');
    expect(await nav.getByRole('link').count()).toBe(0);
    // The page starts near the top of the phone, not under the entries.
    expect(await contentTop(page)).toBeLessThanOrEqual(120);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'menu-390-closed');

    // By pointer: every entry a cloud admin has, one under another; Escape closes and keeps the focus.
    await toggle.click();
    expect(await expanded(toggle)).toBe('true');
    expect(await nav.getByRole('link').count()).toBeGreaterThanOrEqual(15);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'menu-390-open');
    await nav.getByRole('link', { name: 'Dealer Management' }).focus();
    await page.keyboard.press('Escape');
    expect(await expanded(toggle)).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // By keyboard: Enter opens it, Tab goes into the entries and the arrows move among them,
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Enter');
    expect(await expanded(toggle)).toBe('true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inPanel).toBe(true);
    await page.keyboard.press('ArrowDown');
    const entry = await focusedEntry(page);
    expect(entry.inPanel).toBe(true);
    expect(await nav.getByRole('link', { name: entry.text, exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await expanded(toggle)).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // Space opens it too; the entry the arrows reach, chosen with Enter, goes to its screen and
    // closes the menu, whose button then names that screen.
    await page.keyboard.press(' ');
    expect(await expanded(toggle)).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    const chosen = (await focusedEntry(page)).text;
    expect(chosen).not.toBe('User Info');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).not.toBe(PATHS.dashboard);
    await expect.poll(() => toggle.textContent()).toContain(chosen);
    expect(await expanded(toggle)).toBe('false');

    // By pointer, an entry goes to its screen and closes the menu.
    expect(chosen).not.toBe('QR Code');
    await toggle.click();
    await nav.getByRole('link', { name: 'QR Code' }).click();
    await page.getByRole('heading', { name: messages.qrTitle }).waitFor();
    expect(pathOf(page).toLowerCase()).toBe(PATHS.qrCode.toLowerCase());
    expect(await expanded(toggle)).toBe('false');
    expect(await toggle.textContent()).toContain('QR Code');
    expect(await contentTop(page)).toBeLessThanOrEqual(120);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'menu-390-qrcode');

    // A wide window has the row of entries again, and no button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await nav.getByRole('link', { name: 'Audit Log' }).waitFor();
    expect(await toggle.count()).toBe(0);
    await screenshot(page, 'menu-1280-qrcode');
    await context.close();
  });
});

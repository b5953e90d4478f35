import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const screenshots = resolve(import.meta.dirname, '../screenshots');

/** The system Chromium; no browser is ever downloaded. `extraArgs` e.g. a fake camera. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/**
 * A fresh context (empty storage) and page on the test server (the suite's shared one unless
 * `baseUrl` names another). The page asks for reduced motion, as
 * a person may in their system settings: the console then turns Ant Design's transitions off. On a
 * loaded machine headless Chromium sometimes never ends one, and a button kept its leaving spinner
 * (its name 'loading Upload') long after the upload had answered.
 */
export async function newPage(
  browser: Browser,
  baseUrl = inject('baseUrl'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshots, { recursive: true });
  // Let Ant Design's entry motions (messages, menu ink bar) finish first.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

/** The path of the page's current URL. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

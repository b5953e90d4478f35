import { logout } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import { sampleDevice } from './support/demo-data';
import { clickForAlert, signIn } from './support/sign-in';

const storedEntries = () =>
  ['token', 'userInfo', 'roles', 'level', 'userName'].map((key) => localStorage.getItem(key));

describe('routes and sessions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visit to a protected path back to the login page', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/dashboard', '/searchDevice', '/pageNotFound', '/no/such/page']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: messages.signIn }).waitFor();
    }
    await context.close();
  });

  it('shows Page Not Found for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo.l3');
    await page.goto('/no/such/page');
    await page.waitForURL('**/pageNotFound');
    await page.getByRole('heading', { name: messages.pageNotFound }).waitFor();
    await screenshot(page, 'page-not-found');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('reloads once when a chunk of the build is gone (a new deployment), then shows the 500 page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo.l3');
    await page.goto(`/searchDevice?by=deviceId&q=${sampleDevice().deviceId}`);
    const usage = page.getByRole('button', { name: messages.usageButton });
    await usage.waitFor();
    // The usage popup's chunk answers 404 once, as an old page asking a new deployment would see.
    let refused = 0;
    await page.route('**/assets/usage-popup-*.js', (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await Promise.all([page.waitForEvent('load'), usage.click()]);
    // Reloaded on the same address: the device comes back and the popup opens from the new chunk.
    await page.getByRole('button', { name: messages.usageButton }).click();
    await page.getByRole('dialog').waitFor();
    expect(refused).toBe(2);

    // Gone again within seconds: no reload loop, the 500 page instead.
    await page.route('**/assets/firmware-history-popup-*.js', (route) => route.fulfill({ status: 404 }));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: messages.close }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: messages.firmwareHistoryButton }).click();
    await page.getByRole('heading', { name: messages.serverErrorTitle }).waitFor();
    await context.close();
  });

  it('ends a session revoked elsewhere at the next call, with the session-expired alert', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo.l4');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // The same session logged out from another browser.
    const other = await browser.newContext({ baseURL: inject('baseUrl') });
    const answer = await other.request.post(logout.path, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(answer.status()).toBe(200);
    await other.close();

    await page.getByLabel(messages.searchValueLabel).fill('9800000000');
    await clickForAlert(page, page.getByRole('button', { name: messages.search }), messages.sessionExpired);
    await page.waitForURL((url) => url.pathname === '/');
    await screenshot(page, 'session-expired');
    expect(await page.evaluate(storedEntries)).toEqual([null, null, null, null, null]);
    await context.close();
  });

  it('ends the session at the next call when the token is taken out of storage', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo.factoryadmin');
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.getByLabel(messages.searchByDeviceId, { exact: true }).fill('0001');
    await clickForAlert(page, page.getByRole('button', { name: messages.search }), messages.sessionExpired);
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});

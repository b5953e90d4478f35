import { messages } from '@console/contracts/messages';
import { getTenant } from '@console/contracts/tenants';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { bannerCovers } from './support/sign-in';

const tenantPath = `**${getTenant.path.replace(':tenantKey', '*')}`;
const failTenantLookup = (page: Page) =>
  page.route(tenantPath, (route) =>
    route.fulfill({
      status: 500,
      json: { statusCode: 500, code: 'internalError', message: messages.internalError },
    }),
  );

describe('tenant by host', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("takes title, favicon and logo from the host's tenant", async () => {
    const { context, page } = await newPage(browser);
    const tenant = await (
      await fetch(`${inject('baseUrl')}${getTenant.path.replace(':tenantKey', '127.0.0.1')}`)
    ).json();
    await page.goto('/');
    await page.getByRole('button', { name: messages.signIn }).waitFor();
    expect(await page.title()).toBe(tenant.tenantDisplayName);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe(tenant.tenantFavicon);
    await page.getByRole('img', { name: tenant.tenantDisplayName }).waitFor();
    await context.close();
  });

  it('falls back to the built-in tenant on a local host when the lookup fails', async () => {
    const { context, page } = await newPage(browser);
    await failTenantLookup(page);
    await page.goto('/');
    await page.getByRole('button', { name: messages.signIn }).waitFor();
    expect(await page.title()).toBe(messages.appTitle);
    await context.close();
  });

  it('shows the server-error page off a local host when the lookup fails', async () => {
    const { context, page } = await newPage(browser);
    await failTenantLookup(page);
    // *.localhost reaches this machine but is not one of the local host names of spec 000.
    const port = new URL(inject('baseUrl')).port;
    await page.goto(`http://console.localhost:${port}/`);
    await page.getByRole('heading', { name: messages.serverErrorTitle }).waitFor();
    await page.getByText(messages.serverErrorText).waitFor();
    await page.getByText(messages.serverErrorAdvice).waitFor();
    await page.getByRole('alert').filter({ hasText: messages.internalError }).waitFor();
    // The alert banner sits above the 500 picture, never over it.
    await expect.poll(() => bannerCovers(page, '.ant-result')).toBe(false);
    await screenshot(page, 'tenant-server-error');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

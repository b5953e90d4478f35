import { fillMessage, messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startTestProvider,
  type TestProvider,
} from '../apps/server/test/oidc-provider';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import { chooseOption } from './support/select';
import { clickForAlert, dashboardSettled, signIn } from './support/sign-in';
import { type ConsoleServer, startServer } from './support/start-server';

/*
 * Single sign-on (issue 33, decision 0042) as people use it, on a server of this file's own (the
 * login page of the shared one must stay without a provider): a tenant admin sets up the tenant's
 * provider on the Single Sign-On screen, signs out, and a member of staff who has no console
 * account yet signs in through the provider's own sign-in and consent pages (a real oidc-provider
 * on a loopback port) and lands on the console signed in, with the roles the claim rule gives.
 */
const PROVIDER = 'Acme ID';
const PERSON = { id: 'ada', email: 'ada.lovelace@acme.example', group: 'console-support' };

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('Single sign-on', () => {
  let browser: Browser;
  let server: ConsoleServer;
  let provider: TestProvider;

  beforeAll(async () => {
    server = await startServer({ SIMULATED_DEVICES: '0' });
    provider = await startTestProvider({ redirectUris: [`${server.baseUrl}/sso/callback`], pages: true });
    provider.accounts.set(PERSON.id, {
      email: PERSON.email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      groups: [PERSON.group],
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    await server?.stop();
  });

  it('an admin sets up the provider, then a person signs in through it and lands on the console', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await signIn(page, 'demo.l4', server);
    await page.getByRole('link', { name: messages.ssoTitle }).click();
    await page.getByRole('heading', { name: messages.ssoTitle, level: 1 }).waitFor();
    await page.getByText(messages.ssoNotConfigured).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-empty');

    await page.getByRole('button', { name: messages.ssoSetUp }).click();
    // The address the provider must send people back to is the one it was registered with.
    await page.getByText(`${server.baseUrl}/sso/callback`, { exact: true }).waitFor();
    await page.getByRole('switch', { name: messages.ssoEnabled }).click();
    await field(page, messages.ssoProviderName).fill(PROVIDER);
    await field(page, messages.ssoIssuer).fill('http://login.acme.example');
    // Enabled without an https issuer, a client id or a secret: each said on its field, nothing lost.
    await page.getByRole('button', { name: messages.save }).click();
    for (const text of [
      messages.ssoIssuerInvalid,
      messages.ssoClientIdRequired,
      messages.ssoClientSecretRequired,
    ])
      await page.locator('.ant-form-item-explain-error', { hasText: text }).waitFor();
    expect(await field(page, messages.ssoProviderName).inputValue()).toBe(PROVIDER);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-refused');
    await field(page, messages.ssoIssuer).fill(provider.issuer);
    await field(page, messages.ssoClientId).fill(CLIENT_ID);
    await field(page, messages.ssoClientSecret).fill(CLIENT_SECRET);
    await page.getByRole('button', { name: messages.ssoAddMapping }).click();
    await field(page, 'Rule 1: Value').fill(PERSON.group);
    await chooseOption(page, field(page, 'Rule 1: Roles'), 'CUSTOMERSUPPORTL2');
    await chooseOption(page, field(page, 'Rule 1: Countries'), 'India');
    await chooseOption(page, field(page, 'Rule 1: Categories'), 'AC');
    await chooseOption(page, field(page, 'Rule 1: Brands'), 'PANASONIC');
    await clickForAlert(page, page.getByRole('button', { name: messages.save }), messages.ssoSettingsSaved);
    // The secret is stored and never shown back.
    await page.getByText(messages.ssoClientSecretKept).waitFor();
    expect(await field(page, messages.ssoClientSecret).inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-settings');

    await page.getByRole('button', { name: messages.logout }).click();
    const ssoButton = page.getByRole('button', {
      name: fillMessage(messages.signInWith, { provider: PROVIDER }),
    });
    await ssoButton.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-login');

    // At the provider: its sign-in page, then its consent page.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await ssoButton.click();
    await page.waitForURL(`${provider.issuer}/**`);
    await page.getByLabel('Account').fill(PERSON.id);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back on the console's /sso/callback, then signed in on the dashboard.
    await page.waitForURL('**/dashboard');
    await dashboardSettled(page);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    const details = await context.request.get('/simplifi/v1/userManagement/tokenDetails', {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(await details.json()).toMatchObject({
      email: PERSON.email,
      roles: ['CUSTOMERSUPPORTL2'],
      userLevel: 2,
      permissions: [{ country: 'IN', brand: 'PANASONIC', categories: ['AC'] }],
    });
    expect(pathOf(page)).toBe('/dashboard');
    // The provider sent the browser back to the console's callback with its code.
    expect(visited.some((url) => url.startsWith(`${server.baseUrl}/sso/callback?code=`))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-signed-in');
    await context.close();
  });
});

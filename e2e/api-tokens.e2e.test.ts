import { messages } from '@console/contracts/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sampleDevice } from './support/demo-data';
import { openSignedIn } from './support/kept-session';

describe('API Tokens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a token that a script can call with, then revokes it at once', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.getByRole('link', { name: messages.apiTokensTitle }).click();
    await page.getByRole('heading', { name: messages.apiTokensTitle }).waitFor();
    await page.getByRole('button', { name: messages.newToken }).click();
    await page.getByLabel(messages.tokenName, { exact: true }).fill('Browser test lookups');
    await page.getByRole('checkbox', { name: 'Device lookup' }).check();
    await screenshot(page, 'api-tokens-new');
    await page.getByRole('button', { name: messages.createToken }).click();

    const secret = page.getByRole('textbox', { name: messages.apiTokensTitle });
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^act_/);
    const row = page.locator('.ant-table-row', { hasText: 'Browser test lookups' });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'api-tokens-created');

    // A script's call, with the token alone.
    const lookup = () =>
      context.request.get(
        `/simplifi/v1/deviceManagement/devices/deviceId/${encodeURIComponent(sampleDevice().deviceId)}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
    expect((await lookup()).status()).toBe(200);

    await row.getByRole('button', { name: messages.revokeToken }).click();
    await page.getByRole('button', { name: messages.yes }).click();
    await row.getByText(messages.tokenRevoked).waitFor();
    expect((await lookup()).status()).toBe(401);
    await context.close();
  });
});

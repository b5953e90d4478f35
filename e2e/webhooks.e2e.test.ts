import { messages } from '@console/contracts/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../apps/server/test/webhook-receiver';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { uploadNewerFota } from './support/firmware';
import { signIn } from './support/sign-in';
import { type ConsoleServer, startServer } from './support/start-server';

/*
 * Webhooks (issue 33) as a tenant admin registers one, on a server of this file's own: the
 * shared server refuses loopback addresses (the SSRF guard), and the receiver here is a real HTTP
 * server on 127.0.0.1 that checks every request the way the Standard Webhooks libraries do
 * (`standardwebhooks`: signature and timestamp), with the secret the screen showed once.
 */
describe('Webhooks', () => {
  let browser: Browser;
  let server: ConsoleServer;
  let receiver: WebhookReceiver;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, receiver, browser] = await Promise.all([
      startServer({ WEBHOOK_ALLOW_PRIVATE: '1', SIMULATED_DEVICES: '0' }),
      startWebhookReceiver(),
      launchBrowser(),
    ]);
    ({ context, page } = await newPage(browser, server.baseUrl));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'demo.l4', server);
  });
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await server?.stop();
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const log = () => page.getByRole('region', { name: messages.webhookDeliveryLog });

  it('registers the receiver, whose signature check passes on a test event and on a firmware upload, each in the delivery log', async () => {
    await page.getByRole('link', { name: messages.webhooksTitle }).click();
    await page.getByRole('heading', { name: messages.webhooksTitle }).waitFor();
    await page.getByText(messages.noWebhooks).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: messages.newWebhook }).click();
    // A host that does not resolve is refused under the URL, and nothing typed is lost.
    await field(messages.webhookUrl).fill('https://no-such-host.invalid/hooks');
    await page.getByRole('checkbox', { name: 'Firmware uploaded' }).check();
    await page.getByRole('button', { name: messages.createWebhook }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: messages.webhookUrlUnresolved }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Firmware uploaded' }).isChecked()).toBe(true);

    await field(messages.webhookUrl).fill(receiver.url);
    await field(messages.webhookDescription).fill('Browser test receiver');
    await screenshot(page, 'webhooks-new');
    await page.getByRole('button', { name: messages.createWebhook }).click();

    // The secret, once: copied with the button, as a person hands it to their receiver.
    const secret = page.getByRole('textbox', { name: messages.webhookSecret });
    await secret.waitFor();
    await page.getByRole('button', { name: messages.webhookCopySecret }).click();
    await page.getByRole('button', { name: messages.webhookSecretCopied }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^whsec_/);
    expect(copied).toBe(await secret.inputValue());
    receiver.useSecret(copied);
    const row = page.locator('.ant-table-row', { hasText: receiver.url });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-created');

    await row.getByRole('button', { name: messages.webhookSendTest }).click();
    await receiver.until(() => receiver.received.some((r) => r.type === 'webhook.test'));
    expect(receiver.refused).toEqual([]);
    // The list, read again while the delivery waited, names it as the last delivery.
    await row.getByText(messages.webhookTestEvent).waitFor();
    await row.getByRole('link', { name: messages.webhookDeliveryLog }).click();
    await log().locator('.ant-table-row', { hasText: messages.webhookTestEvent }).getByText('204').waitFor();
    expect(new URL(page.url()).searchParams.get('endpoint')).toBeTruthy();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-log');

    // A real event: a firmware upload (the script's way, with the person's session).
    const version = await uploadNewerFota(
      page,
      server.demoFixtures.fleet[0]?.modelNumber ?? '',
      server.demoFixtures,
    );
    await receiver.until(() => receiver.received.some((r) => r.type === 'firmware.uploaded'));
    expect(receiver.refused).toEqual([]);
    expect(receiver.received.find((r) => r.type === 'firmware.uploaded')?.data).toMatchObject({
      version,
    });
    // The log's link survives a reload and shows the upload's delivery.
    await page.reload();
    await log().locator('.ant-table-row', { hasText: 'Firmware uploaded' }).getByText('204').waitFor();
    expect(await log().locator('.ant-table-row').count()).toBe(2);
    await screenshot(page, 'webhooks-log-reloaded');

    // Deleted after a confirmation, its log with it.
    await row.getByRole('button', { name: messages.webhookDelete }).click();
    await page.getByRole('button', { name: messages.yes }).click();
    await page.getByText(messages.noWebhooks).waitFor();
    await page.getByText(messages.webhookNotFound).waitFor();
  });

  it('shows a failing endpoint failing since its first refused try, with the next try, and enables it again clear', async () => {
    const down = await startWebhookReceiver({ status: () => 503 });
    try {
      await page.goto('/webhooks');
      await page.getByRole('button', { name: messages.newWebhook }).click();
      await field(messages.webhookUrl).fill(down.url);
      await page.getByRole('checkbox', { name: 'Device offboarded' }).check();
      await page.getByRole('button', { name: messages.createWebhook }).click();
      const row = page.locator('.ant-table-row', { hasText: down.url });
      await row.getByRole('button', { name: messages.webhookSendTest }).click();
      // The list, read again while the delivery waits, says it is failing and what the receiver said.
      await row.getByText(messages.webhookFailingSince, { exact: false }).waitFor();
      await row.getByText('503').waitFor();
      await row.getByRole('link', { name: messages.webhookDeliveryLog }).click();
      const first = log().locator('.ant-table-row').last();
      await first.getByText('503').waitFor();
      // Its next try is a time, not the dash of a delivery done.
      expect(await first.locator('td').last().textContent()).not.toBe('—');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'webhooks-failing');

      await row.getByRole('button', { name: messages.webhookDisable }).click();
      // It asks first: the waiting delivery is given up.
      await page.getByRole('button', { name: messages.yes }).click();
      await row.getByRole('button', { name: messages.webhookEnable }).waitFor();
      await log().getByText(messages.webhookGivenUpDisabled).waitFor();
      expect(await row.getByRole('button', { name: messages.webhookSendTest }).isDisabled()).toBe(true);
      await row.getByText(messages.webhookDisabled, { exact: true }).waitFor();
      await row.getByRole('button', { name: messages.webhookEnable }).click();
      await row.getByText(messages.webhookEnabled, { exact: true }).waitFor();
      expect(await row.getByText(messages.webhookFailingSince, { exact: false }).count()).toBe(0);
      // Enabled again, the given-up delivery still says so: no next try that will not come.
      await log().getByText(messages.webhookGivenUpDisabled).waitFor();
    } finally {
      await down.close();
    }
  });
});

import { messages } from '@console/contracts/messages';
import {
  type DeliveryFunnel,
  getNotificationFunnel,
  sendNotification,
} from '@console/contracts/notifications';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';

/*
 * A task's delivery funnel (issue 34) as support reads it: a push to the demo users, whose outbox
 * reports each message delivered and a share opened, shown at the end of the task's details from
 * the Last Sent table, reached with Tab, in the JSON tab; push token health under the search.
 */
describe('Notification Management: the delivery funnel', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a sent task’s funnel filling from the receipts, and the push token health', async () => {
    const users = inject('demoFixtures').users.map((u) => u.userId);
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const headers = {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
      'content-type': 'application/json',
    };
    const base = inject('baseUrl');
    // The task itself is sent through the API: the Send form has its own browser tests.
    const sent = await fetch(`${base}${sendNotification.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        channel: { type: 'push', platform: ['an', 'ios'] },
        message: { payload: JSON.stringify({ title: 'Safety notice', body: 'Check the heater cable' }) },
        severity: 'alert',
        users: { userIds: users },
        expiry: Math.floor(Date.now() / 1000) + 3600,
        notificationTag: `funnel-e2e-${Date.now()}`,
      }),
    });
    expect(sent.status).toBe(200);
    const { taskId } = (await sent.json()) as { taskId: string };
    // Sent, then every message the outbox took reported delivered (a second later by default).
    const funnelOf = async () =>
      (await (
        await fetch(`${base}${getNotificationFunnel.path.replace(':taskId', taskId)}`, { headers })
      ).json()) as DeliveryFunnel;
    await expect
      .poll(
        async () => {
          const f = await funnelOf();
          return f.total.sent > 0 && f.total.delivered === f.total.sent;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const { total } = await funnelOf();

    await page.goto('/notification');
    await page.getByRole('heading', { name: 'Notification Management' }).waitFor();
    const row = page
      .locator('.ant-card', { hasText: messages.lastSentNotification })
      .locator('tr.ant-table-row', { hasText: taskId.slice(-6) });
    await row.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: messages.notificationDetails });
    const funnel = dialog.getByRole('region', { name: messages.deliveryFunnel, exact: true });
    await funnel.waitFor();
    const stages = await funnel.getByRole('listitem').allInnerTexts();
    expect(stages[0]?.replace(/\s+/g, ' ').trim()).toBe(`Queued ${total.queued}`);
    expect(stages[2]?.replace(/\s+/g, ' ')).toContain(`Delivered ${total.delivered} (`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'notification-funnel');
    // Reached from the keyboard.
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await funnel.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    const jsonTab = dialog.getByRole('tab', { name: 'JSON' });
    await expect
      .poll(async () => {
        await jsonTab.click();
        return jsonTab.getAttribute('aria-selected');
      })
      .toBe('true');
    const json = JSON.parse(await dialog.getByRole('textbox', { name: 'Notification JSON' }).inputValue());
    expect(json.taskId).toBe(taskId);
    expect(json.deliveryFunnel.total.queued).toBe(total.queued);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    // Push token health under the search: today has the task's push answers.
    await page.getByRole('tab', { name: messages.searchNotificationTab }).click();
    const health = page.locator('.ant-card', { hasText: messages.tokenHealthHelp });
    await health
      .getByRole('cell', { name: new Date().toISOString().slice(0, 10) })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'notification-token-health');
    await context.close();
  }, 120_000);
});

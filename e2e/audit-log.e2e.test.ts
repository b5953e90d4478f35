import { readFile } from 'node:fs/promises';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import { submitNewDealer } from './support/dealers';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';

const pane = (page: Page) => page.locator('.ant-tabs-tabpane-active');
const labelled = (page: Page, label: string) => pane(page).getByLabel(label, { exact: true });

/** Creates a dealer through Dealer Management (an audited change) and answers its id. */
async function createDealer(page: Page, name: string): Promise<string> {
  await page.getByRole('link', { name: messages.dealerManagementTitle }).click();
  await page.getByRole('tab', { name: messages.dealerCreateTab }).click();
  await labelled(page, messages.dealerName).fill(name);
  await labelled(page, messages.dealerPhone).first().fill('9876543210');
  await chooseOption(page, labelled(page, messages.dealerCountry));
  await labelled(page, messages.dealerLine1).fill('7 Audit Lane');
  await labelled(page, messages.dealerCity).fill('Pune');
  return submitNewDealer(page, pane(page));
}

describe('Audit Log', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a change by its filters, shows it whole, and keeps the filters over a reload', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const id = await createDealer(page, 'Audited Dealer');

    await page.getByRole('link', { name: messages.auditLogTitle }).click();
    await page.getByRole('heading', { name: messages.auditLogTitle }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await chooseOption(page, page.getByLabel(messages.auditAction, { exact: true }), 'dealer.created');
    await page.getByLabel(messages.auditEntityId, { exact: true }).fill(id);
    await page.getByRole('button', { name: messages.auditFilter }).click();
    await page.waitForURL(new RegExp(`entityId=${id}`));
    const row = page.locator('.ant-table-row', { hasText: id });
    await row.waitFor();
    // The filtered page replaces the newest entries, where the new dealer was the first row too.
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('demo.l4');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'audit-log-filtered');

    // The detail from the keyboard: focus its button, Enter; Escape closes.
    await row.getByRole('button', { name: new RegExp(`^${messages.auditDetails} dealer.created`) }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const detail = dialog.getByLabel(messages.auditDetails, { exact: true });
    await detail.waitFor();
    expect(await detail.inputValue()).toContain('"name": "Audited Dealer"');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'audit-log-detail');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await row.waitFor();
    expect(await page.getByLabel(messages.auditEntityId, { exact: true }).inputValue()).toBe(id);
    expect(new URL(page.url()).searchParams.get('action')).toBe('dealer.created');
    await context.close();
  });

  it('exports the filtered entries as CSV and NDJSON, and verifies the chain with the export in it', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const id = await createDealer(page, 'Exported, "Dealer"');
    await page.getByRole('link', { name: messages.auditLogTitle }).click();
    await chooseOption(page, page.getByLabel(messages.auditAction, { exact: true }), 'dealer.created');
    await page.getByLabel(messages.auditEntityId, { exact: true }).fill(id);
    await page.getByRole('button', { name: messages.auditFilter }).click();
    await page.locator('.ant-table-row', { hasText: id }).waitFor();
    const saved = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name }).click(),
      ]);
      return {
        name: download.suggestedFilename(),
        text: await readFile((await download.path()) ?? '', 'utf8'),
      };
    };

    const csv = await saved(messages.auditExportCsv);
    expect(csv.name).toBe('audit-log.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,When,Actor ID,Who,Action,Entity,Entity ID,IP Address,Detail,Chain Number,Previous Hash,Hash',
    );
    // Only the filtered entry, its detail's quotes doubled inside a quoted field.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,demo.l4,dealer.created,dealer,${id},`);
    expect(lines[1]).toContain('Exported, \\""Dealer\\""');

    const ndjson = await saved(messages.auditExportNdjson);
    expect(ndjson.name).toBe('audit-log.ndjson');
    const [entry, ...others] = ndjson.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ actorName: 'demo.l4', action: 'dealer.created', entityId: id });
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);

    // Both exports are in the log themselves: the newest entries once the filters are reset.
    await page.getByRole('button', { name: messages.reset }).click();
    for (const action of ['export.audit-log.csv', 'export.audit-log.ndjson'])
      await page.locator('.ant-table-row', { hasText: action }).first().waitFor();

    await page.getByRole('button', { name: messages.auditVerifyChain }).click();
    const verdict = page.locator('.ant-alert', { hasText: 'The chain is intact' });
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/Newest entry #[\d,]+ \(ID \d+\), hash [0-9a-f]{64}\./);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'audit-log-verified');
    await context.close();
  });

  it('is not in the menu of an account without access, and its path refuses it', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l3');
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('link', { name: messages.auditLogTitle }).count()).toBe(0);
    await page.goto(PATHS.auditLog);
    await page.waitForURL('**/pageNotFound');
    expect(pathOf(page)).toBe(PATHS.pageNotFound);
    await context.close();
  });
});

import { readFile } from 'node:fs/promises';
import { fillMessage, messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { submitNewDealer } from './support/dealers';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { alertWith, clickForAlert } from './support/sign-in';

const pane = (page: Page) => page.locator('.ant-tabs-tabpane-active');
/** An address line of 92 characters: the card wraps it. */
const LONG_LINE =
  'Unit 4B, Second Floor, Prestige Meridian Tower, 42 Residency Road, Ashok Nagar, near MG Road';
const labelled = (page: Page, label: string) => pane(page).getByLabel(label, { exact: true });

async function search(page: Page, by: string, value: string) {
  await chooseOption(page, pane(page).locator('.search-type'), by);
  await pane(page).getByRole('textbox', { name: by }).fill(value);
  await pane(page).getByRole('button', { name: messages.search }).click();
}

describe('Dealer Management and Feedback', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await openSignedIn(page, 'demo.l4');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates, finds, edits, maps and deletes a dealer; the device dealer card follows the mapping', async () => {
    const device = inject('demoFixtures').devices.find(
      (d) => d.category === 'AC' && d.brand === 'PANASONIC' && d.productSerialNumber,
    );
    if (!device) throw new Error('no AC fixture device');
    await page.getByRole('link', { name: messages.dealerManagementTitle }).click();
    await page.getByRole('heading', { name: messages.dealerManagementTitle }).waitFor();
    await page.getByRole('tab', { name: messages.dealerCreateTab }).click();

    // Every rule speaks on an empty form; a phone refuses the keys e E + - .
    await pane(page).getByRole('button', { name: messages.dealerCreateButton }).click();
    await pane(page).getByText(messages.dealerNameRequired).waitFor();
    const phone = labelled(page, messages.dealerPhone).first();
    await phone.pressSequentially('98e+-.76');
    expect(await phone.inputValue()).toBe('9876');
    await labelled(page, messages.dealerName).fill('Browser Test Dealer');
    await labelled(page, messages.dealerWebsite).fill('www.browser-dealer.example');
    await labelled(page, messages.dealerEmail).fill('sales@browser-dealer.example');
    await chooseOption(page, labelled(page, messages.dealerCountry));
    await labelled(page, messages.dealerLine1).fill(LONG_LINE);
    await labelled(page, messages.dealerCity).fill('Bengaluru');
    await labelled(page, messages.dealerPincode).fill('560025');
    await screenshot(page, 'dealers-create');
    const id = await submitNewDealer(page, pane(page));
    // 'Dealer Created Successfully' as the spec words it, the id on a line of its own.
    const created = alertWith(page, messages.dealerCreated).first().locator('.ant-alert-message');
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line break is what is checked.
    expect(await created.innerText()).toBe(`${messages.dealerCreated}\n${id}`);
    await screenshot(page, 'dealers-created');

    await page.getByRole('tab', { name: messages.dealerSearchTab }).click();
    await search(page, messages.dealerSearchByDealerId, id);
    await pane(page).getByText('Browser Test Dealer').waitFor();
    await pane(page).getByRole('link', { name: 'sales@browser-dealer.example' }).waitFor();
    // The pin code went as a number (spec 002: `pin` of the dealer's address) and comes back shown.
    await pane(page).getByText('560025', { exact: true }).waitFor();
    // The country by name; text past 50 characters wraps (spec 002 section 2).
    await pane(page)
      .locator('.dealer-card-value', { hasText: /^India$/ })
      .waitFor();
    const line1 = pane(page).locator('.dealer-card-value', { hasText: LONG_LINE });
    const box = await line1.evaluate((el) => {
      const style = getComputedStyle(el);
      return { height: el.getBoundingClientRect().height, line: Number.parseFloat(style.lineHeight) };
    });
    expect(box.height).toBeGreaterThan(1.5 * box.line);
    await screenshot(page, 'dealers-card');
    await pane(page).getByRole('button', { name: messages.edit }).click();
    await labelled(page, messages.dealerName).fill('Browser Test Dealer Renamed');
    await clickForAlert(
      page,
      pane(page).getByRole('button', { name: messages.dealerUpdateButton }),
      messages.dealerUpdated,
    );
    await page.getByRole('tab', { name: messages.dealerSearchTab, selected: true }).waitFor();

    // The country table by the country's name, 20 a page, its first column ID.
    await search(page, messages.dealerSearchByCountry, 'India');
    await pane(page).locator('.ant-table-row').first().waitFor();
    await pane(page).getByRole('columnheader', { name: messages.dealerListId, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dealers-country-table');
    // A card opened from the list is in the link: a reload shows it again (issue 29), Back the list.
    const first = pane(page).locator('.dealer-open').first();
    const openedId = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL((url) => url.searchParams.get('dealer') === openedId);
    await page.reload();
    await pane(page).locator('.dealer-back').waitFor();
    await pane(page).getByText(openedId, { exact: true }).waitFor();
    await screenshot(page, 'dealers-card-after-reload');
    await pane(page).locator('.dealer-back').click();
    await pane(page).locator('.dealer-open').first().waitFor();
    expect(new URL(page.url()).searchParams.get('dealer')).toBeNull();

    // The mapping: the device's serial to the new dealer.
    await page.getByRole('tab', { name: messages.dealerUploadTab }).click();
    // A file with a refused row is applied not at all, and says so.
    await pane(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'refused.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `productSerialNumber,dealerId\n${device.productSerialNumber},${id}\n${device.productSerialNumber}X,DLR-NOPE\n`,
        ),
      });
    await pane(page).getByText('refused.csv').waitFor();
    await clickForAlert(
      page,
      pane(page).getByRole('button', { name: messages.dealerUploadButton, exact: true }),
      messages.dealerMappingFailed,
    );
    await pane(page).getByText(messages.dealerMappingAllOrNothing).waitFor();
    await pane(page).getByText('Rows applied: 0').waitFor();
    await screenshot(page, 'dealers-upload-refused');
    await pane(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'mapping.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`productSerialNumber,dealerId\n${device.productSerialNumber},${id}\n`),
      });
    // The upload takes its file a moment after the input changes: Upload before that sent the old one.
    await pane(page).getByText('mapping.csv').waitFor();
    await clickForAlert(
      page,
      pane(page).getByRole('button', { name: messages.dealerUploadButton, exact: true }),
      messages.dealerMappingUploaded,
    );
    await pane(page).getByText('Rows applied: 1').waitFor();
    await screenshot(page, 'dealers-upload');

    await page.goto(`/searchDevice?${new URLSearchParams({ by: 'deviceId', q: device.deviceId })}`);
    await page.getByRole('button', { name: messages.dealerButton }).click();
    const card = page.getByRole('dialog').filter({ hasText: messages.dealerTitle });
    await card.getByText('Browser Test Dealer Renamed').waitFor();
    await card.getByRole('button', { name: messages.close }).last().click();

    await page.goto('/deviceDealer');
    await search(page, messages.dealerSearchByDealerId, id);
    await pane(page).getByRole('button', { name: messages.delete }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: id });
    await confirm.getByText('Browser Test Dealer Renamed', { exact: false }).waitFor();
    await clickForAlert(page, confirm.getByRole('button', { name: messages.yes }), messages.dealerDeleted);
  });

  it('shows every column of the list in a 1280 px window, Status and Comments included, each header on one line, with tickets and without (issue 29)', async () => {
    const fits = async (name: string) => {
      const layout = await page.evaluate(() => {
        const body = document.querySelector('.ant-table-body');
        const heads = Array.from(document.querySelectorAll('.ant-table-thead th')).filter((th) =>
          th.textContent?.trim(),
        );
        /** The lines a header's text takes: the distinct tops of its text's boxes. */
        const lines = (th: Element) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          const tops = Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top));
          return new Set(tops).size;
        };
        return {
          sideways: body ? body.scrollWidth - body.clientWidth : -1,
          heads: heads.map((th) => ({
            text: th.textContent,
            lines: lines(th),
            cut: th.scrollWidth > th.clientWidth,
          })),
        };
      });
      expect(layout.sideways, `${name}: the table scrolls sideways`).toBe(0);
      expect(layout.heads.map((h) => h.text)).toContain(messages.feedbackComments);
      expect(
        layout.heads.filter((h) => h.lines !== 1 || h.cut),
        `${name}: headers not on one line`,
      ).toEqual([]);
      for (const title of [messages.feedbackStatus, messages.feedbackComments]) {
        const box = await page.getByRole('columnheader', { name: title, exact: true }).boundingBox();
        expect(box, title).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), `${name}: ${title} past the window`).toBeLessThanOrEqual(
          1280,
        );
      }
    };
    await page.goto('/feedback');
    await page
      .getByRole('combobox', { name: /^Status FB-/ })
      .first()
      .waitFor();
    await fits('with tickets');
    // A ticket's controls are within the window too, and the description is read as text.
    const first = page.locator('.ant-table-row').first();
    const comment = await first.getByRole('textbox').boundingBox();
    expect((comment?.x ?? 0) + (comment?.width ?? 0)).toBeLessThanOrEqual(1280);
    const description = await first.getByRole('cell').nth(7).boundingBox();
    expect(description?.width ?? 0).toBeGreaterThanOrEqual(120);
    // No ticket id or date is cut (an id lost its last digits, a clipped '11:10:25…' hid am or pm), and
    // a one-line value stays on its line (a line-break hint split 'App 5.0.0' after '5.0.').
    const cells = await page.evaluate(() => {
      const rows = Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'));
      const tops = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        ).size;
      };
      return {
        cut: rows
          .flatMap((row) =>
            [1, 9].map((i) => row.querySelectorAll('td')[i]?.firstElementChild as HTMLElement),
          )
          .filter((el) => el && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth))
          .map((el) => el.textContent),
        brokenLines: Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody td div'))
          .filter((el) => el.style.whiteSpace === 'nowrap' && tops(el) > 1)
          .map((el) => el.textContent),
      };
    });
    expect(cells.cut, 'ids or dates cut').toEqual([]);
    expect(cells.brokenLines, 'one-line values broken').toEqual([]);
    await screenshot(page, 'feedback-list-1280');
    await page.goto('/feedback?type=OTHER&status=CLOSED&startDate=01012020&endDate=02012020');
    await page
      .locator('.ant-table-placeholder .ant-empty-description', { hasText: messages.noDataFound })
      .waitFor();
    await fits('without tickets');
    await screenshot(page, 'feedback-list-empty-1280');
  });

  it('walks a ticket NEW → IN-PROGRESS → CLOSED with a comment, and downloads user_feedback.csv, all and filtered', async () => {
    await page.goto('/feedback');
    await page.getByRole('heading', { name: messages.feedbackTitle }).waitFor();
    const statusOf = page.getByRole('combobox', { name: /^Status FB-/ });
    await statusOf.first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'feedback-list');

    const row = page
      .locator('.ant-table-row')
      .filter({ has: page.locator('.ant-select:not(.ant-select-disabled)') })
      .filter({ hasText: 'NEW' })
      .first();
    const ticketId = (await row.locator('td').nth(1).textContent()) ?? '';
    const ticket = page.locator('.ant-table-row').filter({ hasText: ticketId });
    await ticket.getByRole('textbox').focus();
    await alertWith(page, messages.feedbackCommentsLocked).waitFor();
    const move = async (to: string, done: string) => {
      await ticket.getByRole('combobox').click({ force: true });
      await clickForAlert(
        page,
        page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
          .filter({ hasText: new RegExp(`^${to}$`) }),
        done,
      );
    };
    await move('IN-PROGRESS', messages.feedbackStatusUpdated);
    // Enter saves the comment (it used to be lost on reload: only leaving the field saved it).
    const comment = ticket.getByRole('textbox');
    await comment.fill('Called the customer from the browser test');
    await Promise.all([alertWith(page, messages.feedbackCommentsUpdated).waitFor(), comment.press('Enter')]);
    await ticket.getByRole('status').filter({ hasText: messages.feedbackCommentSaved }).waitFor();
    await screenshot(page, 'feedback-comment-saved');
    await page.reload();
    await ticket.getByRole('textbox').waitFor();
    expect(await ticket.getByRole('textbox').inputValue()).toBe('Called the customer from the browser test');

    // Closing asks first; Cancel leaves the ticket as it was.
    const closing = page.getByRole('dialog', {
      name: fillMessage(messages.feedbackConfirmCloseTitle, { feedbackId: ticketId }),
    });
    const chooseClosed = async () => {
      await ticket.getByRole('combobox').click({ force: true });
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .filter({ hasText: /^CLOSED$/ })
        .click();
      await closing.getByText(messages.feedbackConfirmClose).waitFor();
    };
    const closeConfirmed = async () => {
      await chooseClosed();
      await clickForAlert(
        page,
        closing.getByRole('button', { name: messages.feedbackCloseConfirm }),
        messages.feedbackStatusUpdated,
      );
      await expect.poll(() => ticket.locator('.ant-select-disabled').count()).toBe(1);
    };
    await chooseClosed();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'feedback-close-confirm');
    await closing.getByRole('button', { name: messages.cancel }).click();
    await closing.waitFor({ state: 'hidden' });
    expect(await ticket.locator('.ant-select-disabled').count()).toBe(0);
    await closeConfirmed();
    const reopen = ticket.getByRole('button', { name: `${messages.feedbackReopen} ${ticketId}` });
    await reopen.waitFor();
    await screenshot(page, 'feedback-closed');

    // Reopened (audited), it can be worked and closed again.
    await clickForAlert(page, reopen, messages.feedbackReopened);
    await expect.poll(() => ticket.locator('.ant-select-disabled').count()).toBe(0);
    await ticket.getByText('IN-PROGRESS', { exact: true }).waitFor();
    await closeConfirmed();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages.feedbackDownload }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('user_feedback.csv');
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text).toContain(ticketId);
    expect(text).toContain('Called the customer from the browser test');

    // The download takes the filters shown: only NEW tickets, so not the one just closed.
    await page.getByRole('combobox', { name: messages.feedbackStatus, exact: true }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: /^NEW$/ })
      .click();
    await page.getByRole('button', { name: messages.feedbackFilter, exact: true }).click();
    await expect.poll(() => page.locator('.ant-table-row').filter({ hasText: ticketId }).count()).toBe(0);
    const [filtered] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages.feedbackDownload }).click(),
    ]);
    const newOnly = (await readFile((await filtered.path()) ?? '', 'utf8')).trim().split('\n');
    expect(newOnly.length).toBeGreaterThan(1);
    expect(newOnly.join('\n')).not.toContain(ticketId);
    expect(newOnly.slice(1).every((line) => line.includes(',NEW,'))).toBe(true);
  });
});

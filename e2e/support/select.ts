import type { Locator, Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Ant Design select around `select` (its combobox input, or the select itself). */
export const selectAround = (select: Locator) =>
  select.locator(
    'xpath=ancestor-or-self::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );

/**
 * The open list of this select only: the combobox names its list (`aria-controls`), so a list
 * still closing from the previous select is never read by mistake.
 */
async function listOf(page: Page, wrapper: Locator): Promise<Locator> {
  const listId = await wrapper.getByRole('combobox').getAttribute('aria-controls');
  const popups = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return listId ? popups.filter({ has: page.locator(`[id="${listId}"]`) }) : popups;
}

/**
 * Scrolls the list's window (`top`: back to its start, otherwise one window down) and waits for
 * the rows of the new window to be drawn. False when it could not move (already at the end).
 */
async function scrollList(list: Locator, top: boolean): Promise<boolean> {
  const holder = list.locator('.rc-virtual-list-holder');
  if ((await holder.count()) === 0) return false;
  return holder.evaluate(async (element, toTop) => {
    const before = element.scrollTop;
    element.scrollTop = toTop ? 0 : before + Math.max(element.clientHeight - 24, 24);
    // The list draws its window on the scroll event, the frame after the move.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return element.scrollTop !== before;
  }, top);
}

/**
 * The option in the open list, scrolled into its window; undefined when it has not shown up within
 * `patience` ms (options may still be loading). Ant Design's list is virtual: only the options in
 * view exist in the page, so the list is read from its start, a window at a time.
 */
async function findInList(
  list: Locator,
  hasText: RegExp | undefined,
  patience: number,
): Promise<Locator | undefined> {
  const options = list.locator('.ant-select-item-option');
  const pick = hasText ? options.filter({ hasText }).first() : options.first();
  const deadline = Date.now() + patience;
  for (;;) {
    await scrollList(list, true);
    do {
      if ((await pick.count()) > 0) return pick;
    } while (await scrollList(list, false));
    if (Date.now() > deadline) return undefined;
    await list.page().waitForTimeout(250);
  }
}

/**
 * Opens an Ant Design select and picks an option (a string matches the whole option text, a
 * RegExp any part; the first option when none is named), closes the list and checks that the
 * select now shows it — picking again (single selects) if a click landed while the list was still
 * moving, which happens on a loaded machine. Returns the option's text.
 *
 * In a select with search the option's text is typed first, as a person does with a long list.
 * The selects of the console filter on the text they show, but a select may filter on another
 * field (an option's value, say "in" for "India"): when typing leaves the option out, the search
 * is cleared and the whole list read instead.
 */
export async function chooseOption(page: Page, select: Locator, option?: string | RegExp): Promise<string> {
  const wrapper = selectAround(select);
  const classes = (await wrapper.getAttribute('class')) ?? '';
  const multiple = classes.includes('ant-select-multiple');
  const searchable = classes.includes('ant-select-show-search');
  const hasText = typeof option === 'string' ? new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`) : option;
  const search = wrapper.getByRole('combobox');
  let text = '';
  for (let attempt = 1; ; attempt++) {
    await wrapper.click();
    const list = await listOf(page, wrapper);
    // A select that says it is loading its options has not got them all yet.
    await wrapper.locator('.ant-select-arrow-loading').waitFor({ state: 'detached' });
    let pick: Locator | undefined;
    if (typeof option === 'string' && searchable) {
      await search.fill(option);
      pick = await findInList(list, hasText, 3_000);
      if (!pick) await search.fill('');
    }
    pick ??= await findInList(list, hasText, 10_000);
    if (!pick) throw new Error(`The select offers no option ${hasText ?? ''}`);
    text = ((await pick.textContent()) ?? '').trim();
    await pick.click();
    if (multiple) await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    const shown = multiple
      ? await wrapper.locator('.ant-select-selection-item').allTextContents()
      : [
          (await wrapper
            .locator('.ant-select-selection-item')
            .textContent()
            .catch(() => '')) ?? '',
        ];
    if (multiple || shown.some((s) => s.trim() === text) || attempt === 3) return text;
  }
}

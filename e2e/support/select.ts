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
 * Opens an Ant Design select and picks an option (a string matches the whole option text, a
 * RegExp any part; the first option when none is named), closes the list and checks that the
 * select now shows it — picking again (single selects) if a click landed while the list was still
 * moving, which happens on a loaded machine. Returns the option's text.
 */
export async function chooseOption(page: Page, select: Locator, option?: string | RegExp): Promise<string> {
  const wrapper = selectAround(select);
  const multiple = ((await wrapper.getAttribute('class')) ?? '').includes('ant-select-multiple');
  const hasText = typeof option === 'string' ? new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`) : option;
  let text = '';
  for (let attempt = 1; ; attempt++) {
    await wrapper.click();
    const list = await listOf(page, wrapper);
    const options = list.locator('.ant-select-item-option');
    const pick = hasText ? options.filter({ hasText }).first() : options.first();
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

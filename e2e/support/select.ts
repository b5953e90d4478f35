import type { Locator, Page } from 'playwright-core';

/** Opens an Ant Design select and picks the first open option whose text matches, then closes it. */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
  await options.filter({ hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

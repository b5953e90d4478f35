import { messages } from '@console/contracts/messages';
import type { Locator, Page } from 'playwright-core';
import { alertWith, clickForAlert } from './sign-in';

/** Presses Create on a filled dealer form and answers the new dealer's id, read from the success alert. */
export async function submitNewDealer(page: Page, form: Locator): Promise<string> {
  await clickForAlert(
    page,
    form.getByRole('button', { name: messages.dealerCreateButton }),
    messages.dealerCreated,
  );
  const created = (await alertWith(page, messages.dealerCreated).first().textContent()) ?? '';
  const id = /DLR-[0-9A-F]{12}/.exec(created)?.[0];
  if (!id) throw new Error(`no dealer id in '${created}'`);
  return id;
}

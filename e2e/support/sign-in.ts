import type { DemoAccountsFile } from '@console/contracts/demo';
import { messages } from '@console/contracts/messages';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { freshCode } from './totp';

/** A server's demo accounts: the shared server's, or those of a server a test file started itself. */
export interface AccountsOf {
  baseUrl: string;
  demoAccounts: DemoAccountsFile;
}

const sharedServer = (): AccountsOf => ({ baseUrl: inject('baseUrl'), demoAccounts: inject('demoAccounts') });

export function account(username: string, server = sharedServer()) {
  const found = server.demoAccounts.accounts.find((a) => a.username === username);
  if (!found) throw new Error(`no demo account ${username}`);
  return found;
}

/** Ticks the ALTCHA checkbox and waits for the proof of work to verify. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: messages.captchaLabel }).click();
  await page.locator('.captcha[data-state="verified"]').waitFor({ timeout: 30_000 });
}

/** Types user name and password on the login page and ticks the captcha, as a person does. */
export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel(messages.userNameLabel, { exact: true }).fill(username);
  await page.getByLabel(messages.passwordLabel, { exact: true }).fill(password);
  await solveCaptcha(page);
}

/** The two-step code field, shown after the password for an account with two-step. */
export const mfaCodeField = (page: Page) => page.getByLabel(messages.mfaCodeLabel, { exact: true });

/**
 * Types the account's current TOTP code on the code screen and presses Validate. The codes a
 * server has taken are its own: another server's accounts keep their steps under its address.
 */
export async function enterTotp(page: Page, username: string, server?: AccountsOf): Promise<void> {
  const secret = account(username, server).totpSecret;
  if (!secret) throw new Error(`${username} has no TOTP secret`);
  await mfaCodeField(page).fill(await freshCode(server ? `${server.baseUrl} ${username}` : username, secret));
  await page.getByRole('button', { name: messages.mfaValidate }).click();
}

/**
 * Signs in with a demo account (with its TOTP code when it has two-step) and waits for the
 * dashboard: on the shared server, or on `server` when the page's context opens that one.
 */
export async function signIn(page: Page, username: string, server?: AccountsOf): Promise<void> {
  const { password, totpSecret } = account(username, server);
  await fillLogin(page, username, password);
  await page.getByRole('button', { name: messages.signIn }).click();
  if (totpSecret) await enterTotp(page, username, server);
  await page.waitForURL('**/dashboard');
  await dashboardSettled(page);
}

/** The dashboard re-reads the token details on arrival; let that settle before the test acts. */
export async function dashboardSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** An alert banner with this text. */
export const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * Whether the alert banner covers the first visible element matching `selector`: null while no
 * banner (or no such element) shows. Read in one go, as alerts leave after 3 s.
 */
export const bannerCovers = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const banner = document.querySelector('.alert-banner');
    const target = Array.from(document.querySelectorAll(css)).find((el) => el.getClientRects().length > 0);
    if (!banner || !target) return null;
    return target.getBoundingClientRect().top < banner.getBoundingClientRect().bottom;
  }, selector);

/**
 * Clicks and waits for the alert that follows. The wait starts before the click: alerts leave
 * after 3 s, which a loaded machine can miss when it starts waiting only afterwards.
 */
export async function clickForAlert(page: Page, target: Locator, text: string): Promise<void> {
  await Promise.all([alertWith(page, text).waitFor(), target.click()]);
}

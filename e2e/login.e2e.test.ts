import { messages } from '@console/contracts/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import {
  account,
  alertWith,
  clickForAlert,
  enterTotp,
  fillLogin,
  mfaCodeField,
  signIn,
} from './support/sign-in';
import { wrongCode } from './support/totp';

describe('login', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each validation message on submit and on blur', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: messages.signIn }).click();
    for (const text of [messages.userNameRequired, messages.passwordRequired, messages.captchaRequired]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    const password = page.getByLabel(messages.passwordLabel, { exact: true });
    await password.fill('12345');
    await password.blur();
    await page.getByText(messages.passwordTooShort, { exact: true }).waitFor();
    await page.getByLabel(messages.userNameLabel, { exact: true }).fill('someone');
    await page.getByLabel(messages.userNameLabel, { exact: true }).blur();
    expect(await page.getByText(messages.userNameRequired, { exact: true }).count()).toBe(0);
    await screenshot(page, 'login-validation');
    await context.close();
  });

  it('shows and hides the password with a keyboard-reachable toggle', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const password = page.getByLabel(messages.passwordLabel, { exact: true });
    await password.fill('secret1');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: messages.showPassword }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: messages.hidePassword }).waitFor();
    await context.close();
  });

  it('refuses a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await fillLogin(page, 'demo.l3', 'wrong-password');
    await clickForAlert(page, page.getByRole('button', { name: messages.signIn }), messages.loginFailed);
    await screenshot(page, 'login-wrong-password');
    expect(pathOf(page)).toBe('/');
    // The captcha payload was spent: the widget asks again.
    await page.locator('.captcha[data-state="unverified"]').waitFor();
    await context.close();
  });

  it('refuses an account without a console role', async () => {
    const { context, page } = await newPage(browser);
    await fillLogin(page, 'demo.norole', account('demo.norole').password);
    await clickForAlert(page, page.getByRole('button', { name: messages.signIn }), messages.roleRequired);
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('signs a level-5 agent in to User Info with a TOTP code, without the two-step reminder', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo.l4');
    await page.getByRole('heading', { name: messages.searchUserTitle }).waitFor();
    const nav = page.getByRole('navigation', { name: messages.mainMenu });
    await nav.getByRole('link', { name: 'User Info' }).waitFor();
    await nav.getByRole('link', { name: 'Device Info' }).waitFor();
    await page.getByText('demo.l4', { exact: true }).waitFor();
    const support = page.getByRole('link', { name: messages.support });
    expect(await support.getAttribute('target')).toBe('_blank');
    expect(await support.getAttribute('rel')).toContain('noopener');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await screenshot(page, 'dashboard-user-info');
    expect(await alertWith(page, messages.mfaMustBeEnabled).count()).toBe(0);
    await context.close();
  });

  it('reminds an account without two-step to enable it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo.l2');
    await alertWith(page, messages.mfaMustBeEnabled).waitFor();
    await page.getByRole('heading', { name: messages.searchUserTitle }).waitFor();
    await context.close();
  });

  it('asks for the TOTP code: refuses a wrong one, then signs in with the right one', async () => {
    const { context, page } = await newPage(browser);
    await fillLogin(page, 'demo.l4', account('demo.l4').password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await page.getByRole('button', { name: messages.mfaValidate }).click();
    await page.getByText(messages.mfaCodeRequired, { exact: true }).waitFor();
    await mfaCodeField(page).fill('12ab34');
    expect(await mfaCodeField(page).inputValue()).toBe('1234');
    await page.getByRole('button', { name: messages.mfaHelp }).click();
    await page.getByText(messages.mfaCodeHelp).waitFor();
    await screenshot(page, 'login-mfa-code');
    await mfaCodeField(page).fill(wrongCode(account('demo.l4').totpSecret ?? ''));
    await clickForAlert(page, page.getByRole('button', { name: messages.mfaValidate }), messages.mfaInvalid);
    expect(pathOf(page)).toBe('/');
    // A reload keeps the code screen: the password is not asked again while the step lives.
    await page.reload();
    await mfaCodeField(page).waitFor();
    await enterTotp(page, 'demo.l4');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: messages.searchUserTitle }).waitFor();
    await context.close();
  });

  it('forgets the code screen on reload once its 5 minutes are over', async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install();
    await fillLogin(page, 'demo.l4', account('demo.l4').password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await mfaCodeField(page).waitFor();
    await page.clock.fastForward('05:01');
    await page.reload();
    await page.getByRole('button', { name: messages.signIn }).waitFor();
    expect(await mfaCodeField(page).count()).toBe(0);
    await context.close();
  });

  it('logs out: the session is gone and the login page is back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo.l2');
    await page.getByRole('button', { name: messages.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: messages.signIn }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

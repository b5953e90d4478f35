import { OTP_RESEND_SECONDS } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { newestMailTo, otpIn } from './support/mail';
import { account, clickForAlert, enterTotp, fillLogin, mfaCodeField, signIn } from './support/sign-in';
import { freshCode, syncCodes } from './support/totp';

/*
 * Password reset, change password and Settings > Add Device, done as a person does them.
 * These tests change demo.l3special's password and demo.cs's two-step secret: other browser
 * tests must not sign in with those two accounts.
 */
const RESET_USER = 'demo.l3special';
const MFA_USER = 'demo.cs';
/** Only asked for a reset code, never using it. */
const OTHER_USER = 'demo.l1';

const snackbar = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

async function signInWith(page: Page, username: string, password: string) {
  await fillLogin(page, username, password);
  await page.getByRole('button', { name: messages.signIn }).click();
  await enterTotp(page, username);
  await page.waitForURL('**/dashboard');
}

describe('account security', () => {
  let browser: Browser;
  let password = account(RESET_USER).password;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('resets a password with the code from the mail, then signs in with it and the TOTP code', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: messages.resetPasswordLink }).click();
    const dialog = page.getByRole('dialog', { name: messages.resetPasswordTitle });
    await dialog.getByRole('button', { name: messages.sendOtp }).click();
    await dialog.getByText(messages.forgotEmailRequired).waitFor();

    await dialog.getByLabel(messages.emailLabel).fill(account(RESET_USER).email);
    await dialog.getByRole('button', { name: messages.sendOtp }).click();
    await snackbar(page, messages.otpSent).waitFor();
    const resend = dialog.getByRole('button', { name: /Resend OTP in \d+s/ });
    expect(await resend.isDisabled()).toBe(true);
    await screenshot(page, 'reset-password-otp');
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await newestMailTo(account(RESET_USER).email);
    await dialog.getByLabel(messages.otpLabel).fill(otpIn(mail.text));
    await dialog.getByRole('button', { name: messages.verifyOtp }).click();

    const next = 'Reset!2026pw';
    await dialog.getByLabel(messages.newPasswordLabel, { exact: true }).fill(next);
    await dialog.getByLabel(messages.confirmPasswordLabel, { exact: true }).fill('Reset!2026px');
    await dialog.getByRole('button', { name: messages.resetPasswordSubmit }).click();
    await dialog.getByText(messages.passwordsDoNotMatch).waitFor();
    await dialog.getByLabel(messages.newPasswordLabel, { exact: true }).fill('P@ssw0rd');
    await dialog.getByLabel(messages.confirmPasswordLabel, { exact: true }).fill('P@ssw0rd');
    await dialog.getByRole('button', { name: messages.resetPasswordSubmit }).click();
    await snackbar(page, messages.passwordBreached).waitFor();
    await screenshot(page, 'reset-password-new');

    await dialog.getByLabel(messages.newPasswordLabel, { exact: true }).fill(next);
    await dialog.getByLabel(messages.confirmPasswordLabel, { exact: true }).fill(next);
    await dialog.getByRole('button', { name: messages.resetPasswordSubmit }).click();
    await snackbar(page, messages.resetSuccessTitle).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    password = next;

    // The old password is gone; the new one still needs the two-step code.
    await fillLogin(page, RESET_USER, account(RESET_USER).password);
    await clickForAlert(page, page.getByRole('button', { name: messages.signIn }), messages.loginFailed);
    await signInWith(page, RESET_USER, password);
    await context.close();
  });

  it("asks for no code when the person presses 'Resend OTP' from the code field", async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: messages.resetPasswordLink }).click();
    const dialog = page.getByRole('dialog', { name: messages.resetPasswordTitle });
    await dialog.getByLabel(messages.emailLabel).fill(account(OTHER_USER).email);
    await dialog.getByRole('button', { name: messages.sendOtp }).click();
    await snackbar(page, messages.otpSent).waitFor();
    await dialog.getByLabel(messages.otpLabel).click();
    // The countdown is a chain of one-second timeouts, each set after a render: one jump would
    // fire only the first, and the rest ran in real time (30 s). A second at a time instead.
    for (let second = 0; second <= OTP_RESEND_SECONDS; second++) await page.clock.runFor(1000);
    await dialog.getByRole('button', { name: messages.resendOtp, exact: true }).click();
    await dialog.getByRole('button', { name: /Resend OTP in \d+s/ }).waitFor();
    expect(await dialog.getByText(messages.otpRequired).count()).toBe(0);
    await context.close();
  });

  it('changes the password in Settings; the session stays and the new password signs in', async () => {
    const { context, page } = await newPage(browser);
    await signInWith(page, RESET_USER, password);
    await page.getByRole('button', { name: messages.settings }).click();
    await page.waitForURL('**/Settings');
    await page.getByRole('heading', { name: messages.settingsTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'settings');

    await page.getByRole('button', { name: messages.changePasswordTitle }).click();
    const dialog = page.getByRole('dialog', { name: messages.changePasswordTitle });
    await dialog.getByRole('button', { name: messages.submit }).click();
    await dialog.getByText(messages.currentPasswordRequired).waitFor();
    await dialog.getByText(messages.bothPasswordsRequired).waitFor();
    // A session alone does not change the password: the current one is asked and checked.
    await dialog.getByLabel(messages.currentPasswordLabel, { exact: true }).fill('Not-my-password1!');
    await dialog.getByLabel(messages.newPasswordLabel, { exact: true }).fill('Changed#2026pw');
    await dialog.getByLabel(messages.confirmNewPasswordLabel, { exact: true }).fill('Changed#2026pw');
    await dialog.getByRole('button', { name: messages.submit }).click();
    await dialog.getByText(messages.currentPasswordIncorrect).waitFor();
    await dialog.getByLabel(messages.currentPasswordLabel, { exact: true }).fill(password);
    await dialog.getByLabel(messages.newPasswordLabel, { exact: true }).fill('weakpass');
    await dialog.getByLabel(messages.confirmNewPasswordLabel, { exact: true }).fill('weakpass');
    await dialog.getByRole('button', { name: messages.submit }).click();
    await dialog.getByText(messages.passwordUppercase).waitFor();
    await screenshot(page, 'settings-change-password');

    const next = 'Changed#2026pw';
    await dialog.getByLabel(messages.newPasswordLabel, { exact: true }).fill(next);
    await dialog.getByLabel(messages.confirmNewPasswordLabel, { exact: true }).fill(next);
    await clickForAlert(
      page,
      dialog.getByRole('button', { name: messages.submit }),
      messages.changePasswordSuccess,
    );
    password = next;
    // The reload 3 s later keeps this session.
    await page.waitForEvent('load', { timeout: 10_000 });
    await page.getByRole('heading', { name: messages.settingsTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/Settings');
    await context.close();

    // The new password is taken: the two-step code is asked next (the code step is tested above;
    // a third sign-in in a minute would wait up to 30 s for an unused TOTP step).
    const again = await newPage(browser);
    await fillLogin(again.page, RESET_USER, password);
    await again.page.getByRole('button', { name: messages.signIn }).click();
    await mfaCodeField(again.page).waitFor();
    await again.context.close();
  });

  it('adds a two-step device from Settings: confirm, QR, Code 1 / Code 2, then signs in with it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, MFA_USER);
    await page.goto('/Settings');
    await page.getByRole('heading', { name: messages.twoStepTitle }).waitFor();
    // Change Password is for level above 1 only.
    expect(await page.getByRole('button', { name: messages.changePasswordTitle }).count()).toBe(0);

    await page.getByRole('button', { name: messages.addDevice }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: messages.addDeviceConfirmTitle });
    await confirm.getByText(messages.addDeviceConfirmText).waitFor();
    await confirm.getByRole('button', { name: messages.ok }).click();
    await confirm.getByText(messages.currentPasswordRequired).waitFor();
    await confirm.getByLabel(messages.currentPasswordLabel, { exact: true }).fill('Not-my-password1!');
    await confirm.getByRole('button', { name: messages.ok }).click();
    await confirm.getByText(messages.currentPasswordIncorrect).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'settings-add-device-password');
    await confirm.getByLabel(messages.currentPasswordLabel, { exact: true }).fill(account(MFA_USER).password);
    await confirm.getByRole('button', { name: messages.ok }).click();

    await page.getByRole('img', { name: messages.mfaQrAlt }).waitFor();
    const secret = ((await page.locator('.mfa-secret-value').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'settings-add-device-qr');
    await page.getByRole('button', { name: messages.mfaContinue }).click();

    const [code1, code2] = await syncCodes(MFA_USER, secret);
    await page.getByLabel(messages.code1Label).fill(code1);
    await page.getByLabel(messages.code2Label).fill(code2);
    await clickForAlert(page, page.getByRole('button', { name: messages.mfaSubmit }), messages.mfaSyncDone);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.getByRole('button', { name: messages.signIn }).waitFor();

    // Sign in again with a code of the new secret.
    await fillLogin(page, MFA_USER, account(MFA_USER).password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await mfaCodeField(page).fill(await freshCode(MFA_USER, secret));
    await page.getByRole('button', { name: messages.mfaValidate }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  }, 150_000);
});

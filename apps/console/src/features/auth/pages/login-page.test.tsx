import { messages } from '@console/contracts/messages/core';
import { PATHS } from '@console/contracts/paths';
import { getSsoProvider, ssoMessages, startSso } from '@console/contracts/sso';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginStepStore } from '../login-step-store';
import LoginPage from './login-page';

describe('Login screen, two-step code step', () => {
  it('kept across a reload, it still offers Back to user name and password, and forgets the kept step', async () => {
    fakeApi(answer(getSsoProvider, () => ({ enabled: false, providerName: null, required: false })));
    loginStepStore.save({ kind: 'mfaValidate', mfaToken: 'mfa-token' });
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    expect(await screen.findByLabelText(messages.mfaCodeLabel)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.back }));
    expect(await screen.findByLabelText(messages.userNameLabel)).toBeTruthy();
    expect(screen.queryByLabelText(messages.mfaCodeLabel)).toBeNull();
    expect(loginStepStore.load()).toEqual({ kind: 'credentials' });
  });
});

describe('Login screen, single sign-on', () => {
  it("offers 'Sign in with <provider>' when the tenant has it, and goes to the provider", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeApi(
      answer(getSsoProvider, () => ({ enabled: true, providerName: 'Acme ID', required: false })),
      answer(startSso, () => ({ authorizationUrl: 'https://idp.test/authorize?x=1' })),
    );
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    const button = await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    // Offered, not required: the spec's form stays the primary action, the provider beside it.
    expect(button.className).not.toContain('ant-btn-primary');
    expect(screen.getByRole('button', { name: messages.signIn }).className).toContain('ant-btn-primary');
    // Leaving the focused, empty user name for the provider is no mistake in the form.
    fireEvent.blur(screen.getByLabelText(messages.userNameLabel));
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.test/authorize?x=1'));
    expect(screen.getByLabelText(messages.userNameLabel)).toBeTruthy();
    expect(screen.queryByText(messages.userNameRequired)).toBeNull();
  });

  // Issue 33: a tenant that requires single sign-on still showed the password form as the primary
  // action and its provider's button as a second choice under it.
  it('makes the provider the primary action when the tenant requires it, the password form behind a disclosure', async () => {
    fakeApi(answer(getSsoProvider, () => ({ enabled: true, providerName: 'Acme ID', required: true })));
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    const button = await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    expect(button.className).toContain('ant-btn-primary');
    const password = screen.getByRole('button', { name: ssoMessages.signInWithPassword, expanded: false });
    expect(screen.queryByLabelText(messages.userNameLabel)).toBeNull();
    // The provider's button comes first.
    expect(button.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Break-glass accounts open the form: it says who it is for, and its button is not primary.
    fireEvent.click(password);
    expect(screen.getByRole('button', { name: ssoMessages.signInWithPassword, expanded: true })).toBeTruthy();
    expect(screen.getByLabelText(messages.userNameLabel)).toBeTruthy();
    expect(screen.getByText(ssoMessages.ssoPasswordExceptions)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.signIn }).className).not.toContain('ant-btn-primary');
    expect(screen.getByRole('button', { name: messages.resetPasswordLink })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ssoMessages.signInWithPassword }));
    expect(screen.queryByLabelText(messages.userNameLabel)).toBeNull();
  });

  it('keeps the form open when it was typed into before the lookup answered that SSO is required', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeApi(answer(getSsoProvider, () => ({ enabled: true, providerName: 'Acme ID', required: true })));
    const fetching = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await answered;
      return fetching(...args);
    });
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    fireEvent.input(screen.getByLabelText(messages.userNameLabel), { target: { value: 'break.glass' } });
    release();
    await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    expect((screen.getByLabelText(messages.userNameLabel) as HTMLInputElement).value).toBe('break.glass');
    expect(screen.getByRole('button', { name: ssoMessages.signInWithPassword, expanded: true })).toBeTruthy();
  });

  it("shows only the spec's form when the tenant has no single sign-on", async () => {
    const calls = fakeApi(
      answer(getSsoProvider, () => ({ enabled: false, providerName: null, required: false })),
    );
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/sso/provider'))).toBe(true));
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    expect(screen.getByLabelText(messages.userNameLabel)).toBeTruthy();
  });
});

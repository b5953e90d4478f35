import { messages } from '@console/contracts/messages/core';
import { PATHS } from '@console/contracts/paths';
import { getSsoProvider, startSso } from '@console/contracts/sso';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginStepStore } from '../login-step-store';
import LoginPage from './login-page';

describe('Login screen, two-step code step', () => {
  it('kept across a reload, it still offers Back to user name and password, and forgets the kept step', async () => {
    fakeApi(answer(getSsoProvider, () => ({ enabled: false, providerName: null })));
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
      answer(getSsoProvider, () => ({ enabled: true, providerName: 'Acme ID' })),
      answer(startSso, () => ({ authorizationUrl: 'https://idp.test/authorize?x=1' })),
    );
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    const button = await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.test/authorize?x=1'));
    // The spec's form stays as it is beside it.
    expect(screen.getByLabelText(messages.userNameLabel)).toBeTruthy();
  });

  it("shows only the spec's form when the tenant has no single sign-on", async () => {
    const calls = fakeApi(answer(getSsoProvider, () => ({ enabled: false, providerName: null })));
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/sso/provider'))).toBe(true));
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    expect(screen.getByLabelText(messages.userNameLabel)).toBeTruthy();
  });
});

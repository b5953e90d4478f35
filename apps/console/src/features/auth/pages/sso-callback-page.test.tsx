import { tokenDetails } from '@console/contracts/auth';
import { PATHS } from '@console/contracts/paths';
import { finishSso, ssoMessages } from '@console/contracts/sso';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen } from '@test/render-screen';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { loginStepStore } from '../login-step-store';
import SsoCallbackPage from './sso-callback-page';

const agent = {
  userId: 'u-sso',
  userName: 'ada.sso',
  firstName: 'Ada',
  lastName: 'Sso',
  email: 'ada@idp.test',
  tenantId: 'panasonic',
  roles: ['CUSTOMERSUPPORTL3' as const],
  permissions: [],
  userLevel: 3,
  allowedCountries: ['IN'],
  allowedDeviceCategories: ['AC'],
  allowCompanyBrand: ['panasonic'],
  allowedCountryCodes: ['+91'],
  mfaEnabled: false,
};

const open = (query: string) =>
  renderScreen(<SsoCallbackPage />, { path: PATHS.ssoCallback, url: `${PATHS.ssoCallback}?${query}` });

describe('Single sign-on callback', () => {
  afterEach(() => sessionStore.clear());

  it("posts the provider's answer once, takes it off the address and starts the session", async () => {
    const calls = fakeApi(
      answer(finishSso, () => ({ accessToken: 'sso-token', isAuthenticated: true })),
      answer(tokenDetails, () => agent),
    );
    open('code=the-code&state=the-state&iss=https%3A%2F%2Fidp.test');
    await waitFor(() => expect(sessionStore.get()?.user.userName).toBe('ada.sso'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ code: 'the-code', state: 'the-state', iss: 'https://idp.test' });
    expect(currentUrl()).toBe(PATHS.ssoCallback);
  });

  it("shows the server's reason and the way back, and signs nobody in", async () => {
    fakeApi(
      answer(finishSso, () => {
        throw new FakeStatus(401, {
          statusCode: 401,
          code: 'ssoIssuerMismatch',
          message: ssoMessages.ssoIssuerMismatch,
        });
      }),
    );
    open('code=c&state=s');
    expect(await screen.findByText(ssoMessages.ssoIssuerMismatch)).toBeTruthy();
    expect(screen.getByRole('link', { name: ssoMessages.ssoBackToLogin }).getAttribute('href')).toBe(
      PATHS.login,
    );
    expect(sessionStore.get()).toBeNull();
  });

  it('refuses an answer without its state before calling the server', async () => {
    const calls = fakeApi();
    open('code=c');
    expect(await screen.findByText(ssoMessages.ssoStateMismatch)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("hands a two-step answer to the login page's code screen", async () => {
    fakeApi(answer(finishSso, () => ({ mfaToken: 'mfa-1', isAuthenticated: false })));
    open('code=c&state=s');
    await waitFor(() => expect(currentUrl()).toBe(PATHS.login));
    expect(loginStepStore.load()).toEqual({ kind: 'mfaValidate', mfaToken: 'mfa-1' });
    expect(sessionStore.get()).toBeNull();
  });
});

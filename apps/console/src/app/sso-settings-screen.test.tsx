import { tokenDetails } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { getSsoSettings } from '@console/contracts/sso';
import { answer, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_SSO_SETTINGS } from '@/features/sso/sso-test-fixtures';
import { sessionStore } from '@/shared/session/session-store';
import SignedInApp from './signed-in-app';

// The ssoSettings rule (decision 0042): level above 4 or CLOUDADMIN.
describe('Single Sign-On in the signed-in frame', () => {
  const openApp = (level: number, roles: Parameters<typeof signedInAs>[0]) => {
    signedInAs(roles, level);
    const user = sessionStore.get()?.user;
    fakeApi(
      answer(tokenDetails, () => user as NonNullable<typeof user>),
      answer(getSsoSettings, () => NO_SSO_SETTINGS),
    );
    renderScreen(<SignedInApp />, { path: '*', url: PATHS.ssoSettings });
  };

  it('is in the menu and opens for a tenant admin', async () => {
    openApp(5, ['CUSTOMERSUPPORTL4']);
    expect(await screen.findByRole('heading', { name: messages.ssoTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.ssoTitle })).toBeTruthy();
  });

  it('is not there for someone below the rule', async () => {
    openApp(3, ['CUSTOMERSUPPORTL3']);
    await waitFor(() => expect(currentUrl()).toBe(PATHS.pageNotFound));
    expect(screen.queryByRole('link', { name: messages.ssoTitle })).toBeNull();
  });
});

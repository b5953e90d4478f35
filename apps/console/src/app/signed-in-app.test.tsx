import type { Role } from '@console/contracts/access';
import { tokenDetails } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import SignedInApp from './signed-in-app';

const openSettings = (roles: Role[], level: number) => {
  signedInAs(roles, level);
  // The frame refreshes the session's details once it opens.
  const user = sessionStore.get()?.user;
  fakeApi(answer(tokenDetails, () => user as NonNullable<typeof user>));
  renderScreen(<SignedInApp />, { path: '*', url: PATHS.settings });
};

// Spec 000 section 6: 'LINETESTUSER sees only the line-test page', whatever else the person holds.
describe('Settings in the signed-in frame', () => {
  it('gives a line tester no Settings button, and /Settings is not there for them', async () => {
    openSettings(['LINETESTUSER', 'FACTORYADMIN'], 0);
    await waitFor(() => expect(currentUrl()).toBe(PATHS.pageNotFound));
    expect(screen.getByRole('button', { name: messages.logout })).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.settings })).toBeNull();
  });

  it('gives a factory admin the Settings button and page', async () => {
    openSettings(['FACTORYADMIN'], 0);
    expect(await screen.findByRole('heading', { name: messages.settingsTitle })).toBeTruthy();
    expect(currentUrl()).toBe(PATHS.settings);
    expect(screen.getByRole('button', { name: messages.settings })).toBeTruthy();
  });
});

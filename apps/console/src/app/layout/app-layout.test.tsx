import { tokenDetails } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { showAlert } from '@/shared/ui/alert-store';
import SignedInApp from '../signed-in-app';

// Issue 29: the banner lay over the header's second menu row (three entries at 1280 px).
describe('the alert banner in the signed-in frame', () => {
  it('is drawn in the content column, not over the header and its menu', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 4);
    const user = sessionStore.get()?.user;
    fakeApi(answer(tokenDetails, () => user as NonNullable<typeof user>));
    renderScreen(<SignedInApp />, { path: '*', url: PATHS.pageNotFound });
    await screen.findByRole('main');

    showAlert('warning', messages.mfaMustBeEnabled);
    const banner = (await screen.findByText(messages.mfaMustBeEnabled)).closest('.alert-banner');
    const column = screen.getByRole('main').parentElement;
    expect(column?.contains(banner)).toBe(true);
    expect(screen.getByRole('banner').contains(banner)).toBe(false);
    expect(screen.getByRole('navigation', { name: messages.mainMenu }).contains(banner)).toBe(false);
  });
});

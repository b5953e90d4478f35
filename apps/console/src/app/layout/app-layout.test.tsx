import { tokenDetails } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { mediaQueryList } from '@test/media-query';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

// Seen in Chromium at 390 px: the user area made the page about 602 px wide, the user name stacked
// and Logout went off screen.
describe('the header on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the user area on one line: the name cut short with the whole of it in its title, Settings an icon', async () => {
    // antd's xs: under 576 px.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, query.includes('max-width: 575')),
    );
    const userName = 'a.very.long.user.name@console.example';
    signedInAs(['CUSTOMERSUPPORTL4'], 4, { userName });
    const user = sessionStore.get()?.user;
    fakeApi(answer(tokenDetails, () => user as NonNullable<typeof user>));
    renderScreen(<SignedInApp />, { path: '*', url: PATHS.pageNotFound });
    await screen.findByRole('main');

    const header = within(screen.getByRole('banner'));
    const name = header.getByText(userName);
    expect(name.classList).toContain('ant-typography-ellipsis');
    expect(name.getAttribute('title')).toBe(userName);
    const settings = header.getByRole('button', { name: messages.settings });
    expect(settings.textContent).toBe('');
    expect(settings.getAttribute('title')).toBe(messages.settings);
    expect(header.getByRole('button', { name: messages.logout }).textContent).toContain(messages.logout);
    expect(screen.getByRole('banner').querySelector('.anticon-user')).toBeNull();
  });
});

import { tokenDetails } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { mediaQueryList } from '@test/media-query';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import SignedInApp from '../signed-in-app';
import { NARROW_QUERY } from './use-narrow-screen';

const open = (url: string, narrow: boolean, selectedTheme: 'default' | 'newlayout' = 'default') => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, narrow && query === NARROW_QUERY),
  );
  signedInAs(['CUSTOMERSUPPORTL4'], 4);
  const user = sessionStore.get()?.user;
  fakeApi(answer(tokenDetails, () => user as NonNullable<typeof user>));
  renderScreen(<SignedInApp />, { path: '*', url, tenant: { selectedTheme } });
};

const toggle = () => screen.getByRole('button', { name: new RegExp(`^${messages.mainMenu}:`) });

// Seen in Chromium at 390 px: some twenty menu entries took about 380 px above the page.
// The whole signed-in frame, its pages lazily loaded: slow on a loaded two-core machine.
describe('the main menu on a narrow screen', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a button naming the current screen, closed at first; Escape closes it and keeps the focus on the button', async () => {
    open(PATHS.dashboard, true);
    await screen.findByRole('main');
    const button = toggle();
    expect(button.textContent).toContain('User Info');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Feedback' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: messages.mainMenu });
    const feedback = within(nav).getByRole('link', { name: 'Feedback' });
    feedback.focus();
    fireEvent.keyDown(feedback, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when an entry is chosen, and names the new screen', async () => {
    open(PATHS.settings, true);
    await screen.findByRole('heading', { name: messages.settingsTitle }, { timeout: 15_000 });
    // Settings is not a menu entry: the button says what it is.
    expect(toggle().textContent).toContain(messages.mainMenu);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'User Info' }));
    await waitFor(() => expect(currentUrl()).toBe(PATHS.dashboard));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toContain('User Info');
  });

  it('replaces the side bar of the newlayout theme, which stays on a wide screen', async () => {
    open(PATHS.dashboard, true, 'newlayout');
    await screen.findByRole('main');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.app-sider')).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    open(PATHS.dashboard, false, 'newlayout');
    await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: new RegExp(`^${messages.mainMenu}:`) })).toBeNull();
    expect(document.querySelector('.app-sider')?.textContent).toContain('Feedback');
  });

  it('stays a row of links on a wide screen', async () => {
    open(PATHS.dashboard, false);
    await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: new RegExp(`^${messages.mainMenu}:`) })).toBeNull();
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeTruthy();
  });
});

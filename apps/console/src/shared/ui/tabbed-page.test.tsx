import { currentUrl, renderScreen } from '@test/render-screen';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUrlTab } from '../routing/use-url-tab';
import { TabbedPage } from './tabbed-page';

const KEYS = ['first', 'second', 'third'] as const;

function Page({ card }: { card?: boolean }) {
  const [tab, setTab] = useUrlTab(KEYS);
  return (
    <TabbedPage
      title="Things"
      extra={<a href="/elsewhere">Elsewhere</a>}
      card={card}
      active={tab}
      onChange={setTab}
      tabs={KEYS.map((key) => ({ key, label: `Tab ${key}`, children: <p>Body of {key}</p> }))}
      footer={<p>Shared footer</p>}
    >
      <p>Under the card</p>
    </TabbedPage>
  );
}

const open = (url: string, card?: boolean) => renderScreen(<Page card={card} />, { path: '/things', url });

describe('TabbedPage', () => {
  it('shows the title, the tab the URL names, and only that tab', () => {
    const { container } = open('/things?tab=second');
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tab second', selected: true })).toBeTruthy();
    expect(screen.getByText('Body of second')).toBeTruthy();
    expect(screen.queryByText('Body of first')).toBeNull();
    // The footer inside the card, under the tabs; the rest under the card.
    expect(container.querySelector('.ant-card')?.textContent).toContain('Shared footer');
    expect(container.querySelector('.ant-card')?.textContent).not.toContain('Under the card');
    expect(screen.getByText('Under the card')).toBeTruthy();
  });

  it('opens the first tab for a link without one or with an unknown one', () => {
    open('/things?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Tab first', selected: true })).toBeTruthy();
  });

  it('keeps the chosen tab in the URL (none for the first), so a reload opens it again', async () => {
    open('/things');
    await userEvent.click(screen.getByRole('tab', { name: 'Tab third' }));
    expect(currentUrl()).toBe('/things?tab=third');
    expect(await screen.findByText('Body of third')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Tab first' }));
    expect(currentUrl()).toBe('/things');
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    open('/things');
    screen.getByRole('tab', { name: 'Tab first' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(currentUrl()).toBe('/things?tab=third');
    expect(await screen.findByText('Body of third')).toBeTruthy();
  });

  it('leaves the card out where the tabs bring their own', () => {
    const { container } = open('/things', false);
    expect(container.querySelector('.ant-card')).toBeNull();
    expect(screen.getByText('Body of first')).toBeTruthy();
  });
});

import { type NavEntry, navigationFor } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePrincipal } from '@/shared/session/use-principal';
import { AVAILABLE_SCREENS, menuPathOf } from '../screens';

/**
 * The entries of spec 000 section 6 this person may see (contracts/access decides), limited to
 * screens that exist, and the one the current page belongs to.
 */
export function useMenuEntries(): { entries: NavEntry[]; current: NavEntry | undefined } {
  const principal = usePrincipal();
  const { pathname } = useLocation();
  const entries = useMemo(() => (principal ? navigationFor(principal, AVAILABLE_SCREENS) : []), [principal]);
  const path = menuPathOf(pathname).toLowerCase();
  return { entries, current: entries.find((e) => e.path.toLowerCase() === path) };
}

/**
 * The menu's entries, each a real link: Tab or the arrow keys reach it, Enter follows it.
 * `onChoose`: an entry was chosen (the folding menu closes).
 */
export function MainMenuList({ mode, onChoose }: { mode: 'horizontal' | 'inline'; onChoose?: () => void }) {
  const { entries, current } = useMenuEntries();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = entries.map((e) => ({
    key: e.key,
    label: <Link to={e.path}>{e.label}</Link>,
  }));
  // The dashboard's two entries share a path: both are the current page there.
  const selected = entries.filter((e) => e.path === current?.path).map((e) => e.key);

  return (
    // Arrow keys move focus to the menu item, not its link: Enter on the item must navigate too.
    <Menu
      mode={mode}
      items={items}
      disabledOverflow
      selectedKeys={selected}
      onClick={({ key }) => {
        const entry = entries.find((e) => e.key === key);
        if (entry && entry.path.toLowerCase() !== pathname.toLowerCase()) navigate(entry.path);
        onChoose?.();
      }}
    />
  );
}

/** The menu as a row in the header or a column at the side (wide screens). */
export function MainMenu({ mode }: { mode: 'horizontal' | 'inline' }) {
  return (
    <nav aria-label={messages.mainMenu} className={`main-menu main-menu-${mode}`}>
      <MainMenuList mode={mode} />
    </nav>
  );
}

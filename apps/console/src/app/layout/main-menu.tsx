import { navigationFor } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePrincipal } from '@/shared/session/use-principal';
import { AVAILABLE_SCREENS, menuPathOf } from '../screens';

/**
 * The entries of spec 000 section 6 this person may see, limited to screens that exist. Each entry
 * is a real link: Tab or the arrow keys reach it, Enter follows it.
 */
export function MainMenu({ mode }: { mode: 'horizontal' | 'inline' }) {
  const principal = usePrincipal();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => (principal ? navigationFor(principal, AVAILABLE_SCREENS) : []), [principal]);

  const items: MenuProps['items'] = entries.map((e) => ({
    key: e.key,
    label: <Link to={e.path}>{e.label}</Link>,
  }));
  const current = menuPathOf(pathname).toLowerCase();
  const selected = entries.filter((e) => e.path.toLowerCase() === current).map((e) => e.key);

  return (
    <nav aria-label={messages.mainMenu} className={`main-menu main-menu-${mode}`}>
      {/* Arrow keys move focus to the menu item, not its link: Enter on the item must navigate too. */}
      <Menu
        mode={mode}
        items={items}
        disabledOverflow
        selectedKeys={selected}
        onClick={({ key }) => {
          const entry = entries.find((e) => e.key === key);
          if (entry && entry.path.toLowerCase() !== pathname.toLowerCase()) navigate(entry.path);
        }}
      />
    </nav>
  );
}

import { LogoutOutlined, QuestionCircleOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { Button, Flex, Grid, Layout, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/use-logout';
import { usePrincipal } from '@/shared/session/use-principal';
import { useSession } from '@/shared/session/use-session';
import { useTenant } from '@/shared/tenant/tenant-context';
import { FoldingMenu } from './folding-menu';
import { MainMenu } from './main-menu';
import { TenantLogo } from './tenant-logo';

/**
 * Tenant logo, user name, Support and Logout (spec 000 section 2), and below them the menu unless
 * newlayout puts logo and menu at the side: a row of its own, so every entry a role brings fits.
 * The tenant's second colour underlines the header. On a phone the user area stays on one line
 * within the screen: the name is cut short (the whole of it in its title), Support and Settings are
 * icons named by their label, and the user icon is left out. `folding`: a narrow screen, where the
 * menu is a button that opens it (folding-menu.tsx).
 */
export function AppHeader({ side, folding = false }: { side: boolean; folding?: boolean }) {
  const tenant = useTenant();
  const session = useSession();
  const principal = usePrincipal();
  const logout = useLogout();
  const navigate = useNavigate();
  const phone = Grid.useBreakpoint().xs === true;
  const userName = session?.user.userName;

  return (
    <Layout.Header className="app-header" style={{ borderBottomColor: tenant.secondaryColor }}>
      <Flex align="center" gap={phone ? 'small' : 'middle'} className="app-header-row">
        {side ? null : <TenantLogo />}
        <Flex align="center" gap="small" className="app-header-user">
          {phone ? null : <UserOutlined aria-hidden />}
          <Typography.Text className="app-user-name" ellipsis title={userName}>
            {userName}
          </Typography.Text>
          {tenant.supportUrl ? (
            <Button
              type="link"
              href={tenant.supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={<QuestionCircleOutlined aria-hidden />}
              aria-label={phone ? messages.support : undefined}
              title={phone ? messages.support : undefined}
            >
              {phone ? null : messages.support}
            </Button>
          ) : null}
          {/* The newlayout theme has no Settings page (spec 000 section 2), a line tester none either (section 6). */}
          {tenant.selectedTheme === 'newlayout' || !principal || !can(principal, 'settings') ? null : (
            <Button
              type="text"
              icon={<SettingOutlined aria-hidden />}
              onClick={() => navigate(PATHS.settings)}
              aria-label={phone ? messages.settings : undefined}
              title={phone ? messages.settings : undefined}
            >
              {phone ? null : messages.settings}
            </Button>
          )}
          <Button
            icon={<LogoutOutlined aria-hidden />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {messages.logout}
          </Button>
        </Flex>
      </Flex>
      {side ? null : folding ? (
        <FoldingMenu />
      ) : (
        <div className="app-header-menu">
          <MainMenu mode="horizontal" />
        </div>
      )}
    </Layout.Header>
  );
}

import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTenant } from '@/shared/tenant/tenant-context';
import { setAlertHost } from '@/shared/ui/alert-host';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { usesSideMenu } from '../theme/tenant-theme';
import { AppHeader } from './app-header';
import { MainMenu } from './main-menu';
import { TenantLogo } from './tenant-logo';
import { useNarrowScreen } from './use-narrow-screen';
import { useSessionRefresh } from './use-session-refresh';

/**
 * The signed-in frame: header, menu at the top or (newlayout) at the side with the logo, and the
 * page. On a narrow screen, whatever the theme, the menu folds behind a button in the header.
 */
export default function AppLayout() {
  const tenant = useTenant();
  useSessionRefresh();
  const narrow = useNarrowScreen();
  const side = usesSideMenu(tenant) && !narrow;

  return (
    <Layout className="app-layout">
      {side ? (
        <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220} className="app-sider" theme="light">
          <div className="app-sider-logo">
            <TenantLogo />
          </div>
          <MainMenu mode="inline" />
        </Layout.Sider>
      ) : null}
      <Layout className="app-column">
        <AppHeader side={side} folding={narrow} />
        {/* The alert banner's place: over the page, never over the menu (shared/ui/alert-host.ts). */}
        <div className="app-alert-slot" ref={setAlertHost} />
        {/* Layout.Content is the page's one main landmark (antd renders it as <main>). */}
        <Layout.Content className="app-content">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

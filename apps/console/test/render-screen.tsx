import { StyleProvider } from '@ant-design/cssinjs';
import type { Role } from '@console/contracts/access';
import type { TokenDetails } from '@console/contracts/auth';
import type { TenantInfo } from '@console/contracts/tenants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DEFAULT_TENANT } from '@/app/tenant/default-tenant';
import { sessionStore } from '@/shared/session/session-store';
import { TenantContext } from '@/shared/tenant/tenant-context';
import { AlertBanner } from '@/shared/ui/alert-banner';

const MAIN_TENANT: TenantInfo = { ...DEFAULT_TENANT, tenantId: 'panasonic', tenantDisplayName: 'Panasonic' };

/** A signed-in person with these roles and level (everything else as a demo account has it). */
export function signedInAs(roles: Role[], userLevel: number, extra: Partial<TokenDetails> = {}): void {
  sessionStore.signIn('test-token', {
    userId: 'u-test',
    userName: 'test.user',
    firstName: 'Test',
    lastName: 'User',
    email: 'test.user@console.test',
    tenantId: 'panasonic',
    roles,
    permissions: [],
    userLevel,
    allowedCountries: ['IN'],
    allowedDeviceCategories: ['AC', 'REFRIGERATOR'],
    allowCompanyBrand: ['panasonic'],
    allowedCountryCodes: ['+91'],
    mfaEnabled: false,
    ...extra,
  });
}

/*
 * AntD's styles go to an element outside the page: jsdom applies none of them, but each
 * getComputedStyle call (every accessible name a role query computes asks it for each node) no
 * longer walks AntD's whole style sheet. A third of a form test's time was spent there: the
 * console components took 451 s without this and 322 s with it, one run after the other. What the
 * styles do is the browser tests' to see.
 */
const styleSink = document.createElement('div');

/** The router's current path and query, shown for `currentUrl()`. */
function ShowLocation() {
  const location = useLocation();
  return (
    <output data-testid="current-url" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** Where the screen under test has navigated to (path and query), as the address bar would show. */
export const currentUrl = () => screen.getByTestId('current-url').textContent;

/**
 * A screen as the app mounts it: the tenant (the main one, with `tenant`'s fields), a fresh query
 * cache, the alert banner and a router at `url`, the element mounted at `path` (a contracts path,
 * with its parameters).
 */
export function renderScreen(
  element: ReactNode,
  { path, url, tenant }: { path: string; url: string; tenant?: Partial<TenantInfo> },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StyleProvider container={styleSink}>
      <TenantContext.Provider value={{ ...MAIN_TENANT, ...tenant }}>
        <QueryClientProvider client={client}>
          <AlertBanner />
          <MemoryRouter initialEntries={[url]}>
            <ShowLocation />
            <Routes>
              <Route path={path} element={element} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </TenantContext.Provider>
    </StyleProvider>,
  );
}

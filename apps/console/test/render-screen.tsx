import type { Role } from '@console/contracts/access';
import type { TokenDetails } from '@console/contracts/auth';
import type { TenantInfo } from '@console/contracts/tenants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEFAULT_TENANT } from '../src/app/tenant/default-tenant';
import { sessionStore } from '../src/shared/session/session-store';
import { TenantContext } from '../src/shared/tenant/tenant-context';
import { AlertBanner } from '../src/shared/ui/alert-banner';

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

/**
 * A screen as the app mounts it: the tenant, a fresh query cache, the alert banner and a router
 * at `url`, the element mounted at `path` (a contracts path, with its parameters).
 */
export function renderScreen(element: ReactNode, { path, url }: { path: string; url: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TenantContext.Provider value={MAIN_TENANT}>
      <QueryClientProvider client={client}>
        <AlertBanner />
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </TenantContext.Provider>,
  );
}

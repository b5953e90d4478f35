import { messages } from '@console/contracts/messages/core';
import { useQuery } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { setApiTenant } from '@/shared/api/api-config';
import { errorText } from '@/shared/api/api-error';
import { TenantContext } from '@/shared/tenant/tenant-context';
import { showAlert } from '@/shared/ui/alert-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { themeFor } from '../theme/tenant-theme';
import { useReducedMotion } from '../theme/use-reduced-motion';
import { applyTenantHead } from './apply-tenant-head';
import { DEFAULT_TENANT, isLocalHost } from './default-tenant';
import { tenantQuery } from './get-tenant-info';

/**
 * Every Ant Design empty state (tables, lists, selects) in the spec's words, not 'No data': the
 * text, and the empty picture's title that screen readers read.
 */
const locale: Locale = { ...enUS, Empty: { description: messages.noDataFound } };

/**
 * Every form, on a submit with errors, scrolls to the first one and puts the focus in it: in a long
 * dialog the messages may be far above Save.
 */
const form = { scrollToFirstError: { focus: true, block: 'center' } } as const;

// Rarely shown: kept out of the first download.
const ServerErrorPage = lazy(() => import('../pages/server-error-page'));

/** Nothing below renders until the tenant of this host is known (spec 000 sections 2 and 8). */
export function TenantGate({ children }: { children: ReactNode }) {
  const host = window.location.hostname;
  const { data, error, isPending } = useQuery(tenantQuery(host));
  const failedOffLocal = Boolean(error) && !isLocalHost(host);
  const tenant = data ?? (error && !failedOffLocal ? DEFAULT_TENANT : undefined);

  useEffect(() => {
    if (failedOffLocal) {
      showAlert('danger', errorText(error, messages.serverErrorText));
      document.title = messages.serverErrorTitle;
    }
  }, [failedOffLocal, error]);

  useEffect(() => {
    if (tenant) applyTenantHead(tenant);
  }, [tenant]);

  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => (tenant ? themeFor(tenant, reducedMotion) : undefined),
    [tenant, reducedMotion],
  );

  if (isPending) return <PageSpinner />;
  if (!tenant) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ServerErrorPage />
      </Suspense>
    );
  }
  // The header must be right for the very first call, before the effect above has run.
  setApiTenant(tenant.tenantId);
  return (
    <TenantContext.Provider value={tenant}>
      <ConfigProvider theme={theme} locale={locale} form={form}>
        {children}
      </ConfigProvider>
    </TenantContext.Provider>
  );
}

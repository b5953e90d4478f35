import { messages } from '@console/contracts/messages/core';
import type { TenantInfo } from '@console/contracts/tenants';

/**
 * Used only on a local host when the tenant lookup fails (spec 000 section 7), so a developer
 * can still work. No tenant id: the server then decides the tenant from the host itself.
 */
export const DEFAULT_TENANT: TenantInfo = {
  tenantId: '',
  tenantExternal: false,
  tenantDisplayName: messages.appTitle,
  tenantLogoUrl: '',
  selectedTheme: 'default',
  primaryColor: '#1677ff',
  secondaryColor: '#001529',
  tenantFavicon: '',
  supportUrl: '',
  // A local host is the main tenant's: the server still refuses warranty where the tenant has none.
  warrantyEnabled: true,
  auth: { baseUrl: '', webClientId: '' },
  app: { baseUrl: '' },
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export const isLocalHost = (host: string): boolean => LOCAL_HOSTS.has(host);

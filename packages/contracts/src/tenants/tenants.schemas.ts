import { z } from 'zod';
import { THEMES } from '../constants';

/**
 * Tenant info of spec 000 section 3, as the tenant lookup returns it, plus our `supportUrl`,
 * `warrantyEnabled` (whether warranty and service requests are shown: `tenantHasWarranty`) and
 * `quietHours` (issue 34: the tenant's default notification quiet hours, `HH:MM` in each recipient's
 * local time, that a task may override; null: none; absent: not known, as in the console's local
 * fallback).
 */
export const TenantInfo = z.object({
  tenantId: z.string(),
  tenantExternal: z.boolean(),
  tenantDisplayName: z.string(),
  tenantLogoUrl: z.string(),
  selectedTheme: z.enum(THEMES),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  tenantFavicon: z.string(),
  supportUrl: z.string(),
  warrantyEnabled: z.boolean(),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
  auth: z.object({ baseUrl: z.string(), webClientId: z.string() }),
  app: z.object({ baseUrl: z.string() }),
});
export type TenantInfo = z.infer<typeof TenantInfo>;

export const TenantParams = z.object({ tenantKey: z.string().min(1).max(253) });

export const getTenant = {
  method: 'GET',
  path: '/simplifi/v1/tenantManagement/web/tenant/:tenantKey',
  params: TenantParams,
  response: TenantInfo,
} as const;

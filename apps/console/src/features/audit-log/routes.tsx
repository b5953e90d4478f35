import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const AuditLogPage = lazy(() => import('./pages/audit-log-page'));

/** The Audit Log screen, its own chunk. */
export const auditLogRoutes: FeatureRoute[] = [
  { path: PATHS.auditLog, rule: 'auditLog', element: <AuditLogPage /> },
];

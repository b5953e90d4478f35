import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const WebhooksPage = lazy(() => import('./pages/webhooks-page'));

/** Webhooks (issue 33), its own chunk. */
export const webhookRoutes: FeatureRoute[] = [
  { path: PATHS.webhooks, rule: 'webhooks', element: <WebhooksPage /> },
];

import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const ApiTokensPage = lazy(() => import('./pages/api-tokens-page'));

/** API Tokens (issue 33), its own chunk. */
export const apiTokenRoutes: FeatureRoute[] = [
  { path: PATHS.apiTokens, rule: 'apiTokens', element: <ApiTokensPage /> },
];

import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const IduConfigPage = lazy(() => import('./pages/idu-config-page'));

/** The IDU EEPROM config screen, its own chunk. */
export const iduConfigRoutes: FeatureRoute[] = [
  { path: PATHS.idueepromConfig, rule: 'iduConfig', element: <IduConfigPage /> },
];

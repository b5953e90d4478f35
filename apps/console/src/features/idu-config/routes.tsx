import { lazy } from 'react';

/** The IDU EEPROM config page, its own chunk; the app decides where it is mounted. */
export const IduConfigPage = lazy(() => import('./pages/idu-config-page'));

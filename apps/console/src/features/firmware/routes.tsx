import { lazy } from 'react';

/** Pages of the firmware area; the app decides where they are mounted. */
export const FirmwarePage = lazy(() => import('./pages/firmware-page'));
export const FirmwareInfoPage = lazy(() => import('./pages/firmware-info-page'));

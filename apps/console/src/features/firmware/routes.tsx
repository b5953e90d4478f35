import { PATHS } from '@console/contracts/paths';
import { lazy, type ReactNode } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const FirmwarePage = lazy(() => import('./pages/firmware-page'));
const FirmwareInfoPage = lazy(() => import('./pages/firmware-info-page'));

/**
 * The firmware area's screens, each page its own chunk. The FOTA Firmware tab's batch list is the
 * rollouts area's: the app hands it in (`fotaBatches`).
 */
export const firmwareRoutes = (links: { fotaBatches: ReactNode }): FeatureRoute[] => [
  {
    path: PATHS.deviceFirmware,
    rule: 'deviceFirmware',
    element: <FirmwarePage infoPath={PATHS.firmwareInfo} fotaBatches={links.fotaBatches} />,
  },
  {
    path: PATHS.firmwareInfo,
    rule: 'deviceFirmware',
    menuParent: PATHS.deviceFirmware,
    element: <FirmwareInfoPage backPath={PATHS.deviceFirmware} />,
  },
];

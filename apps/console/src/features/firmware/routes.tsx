import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const FirmwarePage = lazy(() => import('./pages/firmware-page'));
const FirmwareInfoPage = lazy(() => import('./pages/firmware-info-page'));

/** The firmware area's screens, each page its own chunk. */
export const firmwareRoutes: FeatureRoute[] = [
  {
    path: PATHS.deviceFirmware,
    rule: 'deviceFirmware',
    element: <FirmwarePage infoPath={PATHS.firmwareInfo} />,
  },
  {
    path: PATHS.firmwareInfo,
    rule: 'deviceFirmware',
    menuParent: PATHS.deviceFirmware,
    element: <FirmwareInfoPage backPath={PATHS.deviceFirmware} />,
  },
];

import { deviceInfoOf, homeReportOf } from '@console/contracts/paths';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { DeviceDealerPopup } from '../../features/dealers/routes';
import { DacLogSearch, DeviceDetailById, type DeviceLinks } from '../../features/devices/routes';
import { DeviceWarrantyLinks, type HomeLinks, UserInformationPanel } from '../../features/users/routes';

/**
 * Device Info's warranty links come from the users area (they follow the device's serial), and so
 * does the owner's User Information panel above its tabs; its dealer card from the dealers area.
 */
export const deviceLinks: DeviceLinks = {
  warranty: (device) => (
    <Suspense fallback={null}>
      <DeviceWarrantyLinks device={device} />
    </Suspense>
  ),
  owner: (owner, onChanged) => (
    <Suspense fallback={<Spin />}>
      <UserInformationPanel user={owner} onEmailChanged={onChanged} />
    </Suspense>
  ),
  dealer: (deviceId, onClose) => <DeviceDealerPopup deviceId={deviceId} onClose={onClose} />,
};

/** User Info shows a home's device in place with Device Info's own detail (spec 000 section 4). */
export const userInfoLinks: HomeLinks = {
  homeReport: homeReportOf,
  deviceInfo: deviceInfoOf,
  deviceDetail: (deviceId, onOffboarded) => (
    <Suspense fallback={<Spin />}>
      <DeviceDetailById deviceId={deviceId} onOffboarded={onOffboarded} links={deviceLinks} />
    </Suspense>
  ),
};

/** DAC Statistics' Find Statistics tab is the device DAC log search (spec 002 section 2), by MAC. */
export const insightsLinks = {
  findStatistics: (
    <Suspense fallback={<Spin />}>
      <DacLogSearch deviceId="" macAddress="" />
    </Suspense>
  ),
};

import { deviceInfoOf, homeReportOf } from '@console/contracts/paths';
import { Space, Spin } from 'antd';
import { Suspense } from 'react';
import { DeviceDealerPopup } from '@/features/dealers/routes';
import {
  DeviceActions,
  FotaTriggerButton,
  ModelNumberEdit,
  ProductSerialEdit,
} from '@/features/device-actions';
import { DevicePopups } from '@/features/device-history';
import { DacLogSearch, LOG_PAGE_PARAMS, logTabs } from '@/features/device-logs';
import { DeviceDetailById, type DeviceLinks } from '@/features/devices/routes';
import { ReportIncidencePopup } from '@/features/incident-email';
import { NotificationOptOutsCard } from '@/features/notifications/routes';
import { TimelineLink } from '@/features/timeline/routes';
import { DeviceWarrantyLinks, type HomeLinks, UserInformationPanel } from '@/features/users/routes';

/**
 * Device Info is the devices area's; what it shows of the others is composed here: the field edits,
 * the FOTA trigger and the actions (device-actions) with the incident e-mail (incident-email) and the
 * dealer card (dealers), the popups (device-history) with the warranty links (users; they follow the
 * device's serial), the log tabs (device-logs), and the owner's User Information panel (users).
 * An edit's field shows its plain value until the edit's chunk has loaded.
 */
export const deviceLinks: DeviceLinks = {
  owner: (owner, onChanged) => (
    <Suspense fallback={<Spin />}>
      <UserInformationPanel user={owner} onEmailChanged={onChanged} />
    </Suspense>
  ),
  edits: (device, onSerialChanged) => ({
    modelNumber: (
      <Suspense fallback={device.modelNumber || '—'}>
        <ModelNumberEdit device={device} />
      </Suspense>
    ),
    productSerialNumber: (
      <Suspense fallback={device.productSerialNumber || '—'}>
        <ProductSerialEdit device={device} onSaved={onSerialChanged} />
      </Suspense>
    ),
  }),
  detailsExtra: (device) => (
    <Suspense fallback={null}>
      <Space wrap>
        <TimelineLink deviceId={device.deviceId} />
        <FotaTriggerButton device={device} />
      </Space>
    </Suspense>
  ),
  actions: (device, onOffboarded) => (
    <Suspense fallback={<Spin />}>
      <DeviceActions
        device={device}
        onOffboarded={onOffboarded}
        report={(deviceId, onClose) => <ReportIncidencePopup deviceId={deviceId} onClose={onClose} />}
        dealer={(deviceId, onClose) => <DeviceDealerPopup deviceId={deviceId} onClose={onClose} />}
      />
    </Suspense>
  ),
  popups: (device) => (
    <Suspense fallback={null}>
      <DevicePopups deviceId={device.deviceId}>
        <Suspense fallback={null}>
          <DeviceWarrantyLinks device={device} />
        </Suspense>
      </DevicePopups>
    </Suspense>
  ),
  tabs: logTabs,
  tabParams: LOG_PAGE_PARAMS,
};

/**
 * User Info shows a home's device in place with Device Info's own detail (spec 000 section 4), and
 * under the user their notification opt-outs (notifications, issue 34).
 */
export const userInfoLinks: HomeLinks = {
  homeReport: homeReportOf,
  deviceInfo: deviceInfoOf,
  timeline: (homeId) => (
    <Suspense fallback={null}>
      <TimelineLink homeId={homeId} />
    </Suspense>
  ),
  userExtra: (userId) => (
    <Suspense fallback={null}>
      <NotificationOptOutsCard key={userId} userId={userId} />
    </Suspense>
  ),
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

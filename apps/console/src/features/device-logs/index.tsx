import type { RuleName } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { lazy, type ReactNode } from 'react';

/*
 * The device-logs area's face: it has no screen of its own; the app hands its tabs to Device Info
 * and its DAC log search to DAC Statistics. Each log tab is its own chunk, fetched when first opened.
 */
const DacLogTab = lazy(() => import('./components/dac-log-tab'));
const DeviceActivityTab = lazy(() => import('./components/device-activity-tab'));
const ConnectionLogTab = lazy(() => import('./components/connection-log-tab'));
const ReportLogTab = lazy(() => import('./components/report-log-tab'));

/** The DAC log search by MAC, for the DAC Statistics screen's Find Statistics tab. */
export const DacLogSearch = DacLogTab;
export { LOG_PAGE_PARAMS } from './log-page-params';

interface LogTab {
  key: string;
  label: string;
  /** DAC Logs has its roles; the spec grants the rest to no one in particular. */
  rule: RuleName;
  render: (device: Device) => ReactNode;
}

/** Device Info's log tabs (spec 001 section 2), in the spec's order. */
export const logTabs: readonly LogTab[] = [
  {
    key: 'dac',
    label: messages.dacLogsTab,
    rule: 'dacLogs',
    render: (d) => <DacLogTab deviceId={d.deviceId} macAddress={d.macAddress} />,
  },
  {
    key: 'device',
    label: messages.deviceLogsTab,
    rule: 'deviceDetailFull',
    render: (d) => <DeviceActivityTab deviceId={d.deviceId} />,
  },
  {
    key: 'connection',
    label: messages.connectionLogsTab,
    rule: 'deviceDetailFull',
    render: (d) => <ConnectionLogTab deviceId={d.deviceId} />,
  },
  {
    key: 'diagnostic',
    label: messages.diagnosticLogsTab,
    rule: 'deviceDetailFull',
    render: (d) => <ReportLogTab kind="diagnostic" deviceId={d.deviceId} />,
  },
  {
    key: 'status',
    label: messages.statusLogsTab,
    rule: 'deviceDetailFull',
    render: (d) => <ReportLogTab kind="status" deviceId={d.deviceId} />,
  },
];

import { can, type RuleName } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { Card, Spin, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { usePrincipal } from '../../../shared/session/use-principal';
import { type DeviceTab, useDeviceTabParams } from '../hooks/use-device-tab-params';

// Each log tab is its own chunk, fetched when first opened.
const DacLogTab = lazy(() => import('./logs/dac-log-tab'));
const DeviceActivityTab = lazy(() => import('./logs/device-activity-tab'));
const ConnectionLogTab = lazy(() => import('./logs/connection-log-tab'));
const ReportLogTab = lazy(() => import('./logs/report-log-tab'));

interface TabSpec {
  key: DeviceTab;
  label: string;
  /** Device Info is for all; DAC Logs has its roles; the spec grants the rest to no one in particular. */
  rule?: RuleName;
  render: (device: Device) => ReactNode;
}

const logTabs: TabSpec[] = [
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

/**
 * The device result's tabs (spec 001 section 2): Device Info, then the log tabs the role may see.
 * Only the open tab is rendered, so a tab fetches nothing until it is opened.
 */
export function DeviceTabs({ device, info }: { device: Device; info: ReactNode }) {
  const principal = usePrincipal();
  const { tab, openTab } = useDeviceTabParams();
  const visible = logTabs.filter((t) => !t.rule || (principal && can(principal, t.rule)));
  const active = visible.some((t) => t.key === tab) ? tab : 'info';

  const items = [
    { key: 'info', label: messages.deviceInfoTab, children: active === 'info' ? info : null },
    ...visible.map((t) => ({
      key: t.key,
      label: t.label,
      children:
        active === t.key ? (
          <Card>
            <Suspense fallback={<Spin />}>{t.render(device)}</Suspense>
          </Card>
        ) : null,
    })),
  ];
  return <Tabs activeKey={active} onChange={(key) => openTab(key as DeviceTab)} items={items} />;
}

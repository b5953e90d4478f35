import { can, type RuleName } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { Card, Spin, Tabs } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { usePrincipal } from '@/shared/session/use-principal';
import { useDeviceTabParams } from '../hooks/use-device-tab-params';

/** A tab after Device Info (the device-logs area's, handed in by the app). */
export interface DeviceTabSpec {
  key: string;
  label: string;
  /** Shown to those the rule lets in; without a rule, to all. */
  rule?: RuleName;
  render: (device: Device) => ReactNode;
}

interface Props {
  device: Device;
  info: ReactNode;
  tabs: readonly DeviceTabSpec[];
  /** The URL params the tabs keep for themselves, dropped when another tab opens. */
  tabParams: readonly string[];
}

/**
 * The device result's tabs (spec 001 section 2): Device Info, then the tabs the role may see.
 * Only the open tab is rendered, so a tab fetches nothing until it is opened.
 */
export function DeviceTabs({ device, info, tabs, tabParams }: Props) {
  const principal = usePrincipal();
  const { tab, openTab } = useDeviceTabParams(tabParams);
  const visible = tabs.filter((t) => !t.rule || (principal && can(principal, t.rule)));
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
  return <Tabs activeKey={active} onChange={openTab} items={items} />;
}

import type { HomeDevice } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state';
import { userKeys } from '../../api/keys';
import { useHomeLinks } from '../../home-links';
import { pick, useHomeSelection } from '../../hooks/use-home-selection';
import { CategoryIcon } from './category-icon';

/**
 * The devices of one space as tabs with their category icon. The chosen tab shows the device's
 * detail in place and links to Device Info.
 */
export function DeviceTabs({ devices }: { devices: HomeDevice[] }) {
  const links = useHomeLinks();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [chosen, choose] = useHomeSelection('device');
  if (devices.length === 0) return <EmptyState text={messages.noDevicesInSpace} />;
  const active = pick(
    chosen,
    devices.map((d) => d.deviceId),
  );
  // An offboarded device leaves its home: the user's homes and the home report are loaded again.
  const reloadHomes = () =>
    Promise.all(
      (['homes', 'home'] as const).map((k) => client.invalidateQueries({ queryKey: [...userKeys.all, k] })),
    );

  return (
    <Tabs
      className="device-tabs"
      activeKey={active}
      onChange={choose}
      items={devices.map((d) => ({
        key: d.deviceId,
        label: (
          <Flex gap={6} align="center">
            <CategoryIcon category={d.category} />
            {d.deviceName || d.deviceId}
          </Flex>
        ),
        children:
          d.deviceId === active ? (
            <Flex vertical gap="middle">
              <Flex justify="flex-end">
                <Button onClick={() => navigate(links.deviceInfo(d.deviceId))}>
                  {messages.openInDeviceInfo}
                </Button>
              </Flex>
              {links.deviceDetail(d.deviceId, reloadHomes)}
            </Flex>
          ) : null,
      }))}
    />
  );
}

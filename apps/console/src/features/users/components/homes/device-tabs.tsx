import type { HomeDevice } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import { Button, Descriptions, Space, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { useHomeLinks } from '../../home-links';
import { CategoryIcon } from './category-icon';

/** The devices of one space as tabs with their category icon; each opens in Device Info. */
export function DeviceTabs({ devices }: { devices: HomeDevice[] }) {
  const links = useHomeLinks();
  const navigate = useNavigate();
  if (devices.length === 0) return <EmptyState text={messages.noDevicesInSpace} />;
  return (
    <Tabs
      className="device-tabs"
      items={devices.map((d) => ({
        key: d.deviceId,
        label: (
          <Space size={6}>
            <CategoryIcon category={d.category} />
            {d.deviceName || d.deviceId}
          </Space>
        ),
        children: (
          <Space direction="vertical" size="middle">
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'name', label: messages.deviceName, children: d.deviceName || '—' },
                { key: 'id', label: messages.deviceId, children: d.deviceId },
                { key: 'category', label: messages.category, children: d.category },
              ]}
            />
            <Button onClick={() => navigate(links.deviceInfo(d.deviceId))}>
              {messages.openInDeviceInfo}
            </Button>
          </Space>
        ),
      }))}
    />
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { type Home, homeLabel } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Spin, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { homeQuery } from '../api/get-home';
import { DeviceTabs } from '../components/homes/device-tabs';
import { HomeAddress } from '../components/homes/home-address';
import { type HomeLinks, HomeLinksContext } from '../home-links';
import { pickSpace, useHomeSelection } from '../hooks/use-home-selection';

function HomeReport({ home }: { home: Home }) {
  // The space and device tabs live in the URL, as on User Info: a reload shows the same device.
  const [chosen, choose] = useHomeSelection('space');
  const active = pickSpace(chosen, home.spaces);
  return (
    <Card title={<h2 className="card-title">{homeLabel(home)}</h2>}>
      <Flex vertical gap="middle">
        <HomeAddress address={home.address} />
        {home.spaces.length === 0 ? (
          <EmptyState text={messages.dataNotFound} />
        ) : (
          <Tabs
            className="space-tabs"
            activeKey={active}
            onChange={choose}
            items={home.spaces.map((s) => ({
              key: s.spaceId,
              label: s.spaceName,
              children: s.spaceId === active ? <DeviceTabs devices={s.devices} /> : null,
            }))}
          />
        )}
      </Flex>
    </Card>
  );
}

/**
 * The home report at /report/{homeId} (spec 000 section 2): Back (to /dashboardBack), the home's name,
 * its spaces as tabs and the devices of the selected space as tabs with their category icons, each
 * showing the device's detail when the app hands one in (`links.deviceDetail`).
 */
export default function HomeReportPage({ backPath, links }: { backPath: string; links: HomeLinks }) {
  const { homeId = '' } = useParams();
  const navigate = useNavigate();
  const result = useQuery({ ...homeQuery(homeId), enabled: homeId !== '' });

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.serviceUnavailable));
  }, [result.error]);

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backPath)}>
          {messages.back}
        </Button>
        <Typography.Title level={1} className="page-title">
          {messages.homeReport}
        </Typography.Title>
        {homeId ? links.timeline?.(homeId) : null}
      </Flex>
      {result.isPending && homeId ? <Spin /> : null}
      {result.data ? (
        <HomeLinksContext value={links}>
          <HomeReport home={result.data} />
        </HomeLinksContext>
      ) : null}
      {/* Spec 001 section 2: missing data shows 'Data not Found' (the alert above gives the reason). */}
      {result.isError ? <EmptyState text={messages.dataNotFound} /> : null}
    </Flex>
  );
}

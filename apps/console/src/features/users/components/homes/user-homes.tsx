import { type Home, homeLabel } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import type { EndUser } from '@console/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Spin, Tabs } from 'antd';
import { useEffect } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { userHomesQuery } from '../../api/get-user-homes';
import { pick, useHomeSelection } from '../../hooks/use-home-selection';
import { HomeDetails } from './home-details';
import { HomesTable } from './homes-table';

function HomeList({ homes, mobile }: { homes: Home[]; mobile: string | null }) {
  const [chosen, choose] = useHomeSelection('home');
  if (homes.length === 0) return <EmptyState text={messages.noHome} />;
  return (
    <Flex vertical gap="middle">
      <HomesTable homes={homes} />
      <Tabs
        type="card"
        className="home-tabs"
        activeKey={pick(
          chosen,
          homes.map((h) => h.homeId),
        )}
        onChange={choose}
        items={homes.map((home) => ({
          key: home.homeId,
          label: homeLabel(home),
          children: <HomeDetails home={home} mobile={mobile} />,
        }))}
      />
    </Flex>
  );
}

/** 'Primary Home ID(s)' and 'Secondary Home ID(s)' of the user found (spec 000 section 2). */
export function UserHomes({ user }: { user: EndUser }) {
  const result = useQuery(userHomesQuery(user.userId));
  const [kind, chooseKind] = useHomeSelection('kind');

  useEffect(() => {
    // Home load failure shows the server's message (spec 000 section 8).
    if (result.error) showAlert('danger', errorText(result.error, messages.serviceUnavailable));
  }, [result.error]);

  if (result.isPending) return <Spin />;
  if (!result.data) return null;
  const { primaryUserHomeIds, secondaryUserHomeIds } = result.data;
  return (
    <Card>
      <Tabs
        className="home-kind-tabs"
        activeKey={pick(kind, ['primary', 'secondary'])}
        onChange={chooseKind}
        items={[
          {
            key: 'primary',
            label: messages.primaryHomes,
            children: <HomeList homes={primaryUserHomeIds} mobile={user.mobile} />,
          },
          {
            key: 'secondary',
            label: messages.secondaryHomes,
            children: <HomeList homes={secondaryUserHomeIds} mobile={user.mobile} />,
          },
        ]}
      />
    </Card>
  );
}

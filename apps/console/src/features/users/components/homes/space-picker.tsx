import type { HomeSpace } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import { Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { pickSpace, useHomeSelection } from '../../hooks/use-home-selection';
import { DeviceTabs } from './device-tabs';

/** 'Choose Home Space', then the devices of that space as tabs (spec 000 section 2). */
export function SpacePicker({ spaces }: { spaces: HomeSpace[] }) {
  const [chosen, setChosen] = useHomeSelection('space');
  const labelId = useId();
  if (spaces.length === 0) return <EmptyState text={messages.noDataFound} />;
  const key = pickSpace(chosen, spaces);
  const space = spaces.find((s) => s.spaceId === key);
  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center">
        <Typography.Text id={labelId} strong>
          {messages.chooseHomeSpace}
        </Typography.Text>
        <Select
          aria-labelledby={labelId}
          className="space-select"
          value={space?.spaceId}
          onChange={setChosen}
          options={spaces.map((s) => ({ value: s.spaceId, label: s.spaceName }))}
        />
      </Flex>
      <DeviceTabs devices={space?.devices ?? []} />
    </Flex>
  );
}

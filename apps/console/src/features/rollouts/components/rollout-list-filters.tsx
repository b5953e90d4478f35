import { messages } from '@console/contracts/messages';
import { ROLLOUT_STATES, type RolloutState } from '@console/contracts/rollouts';
import { Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { rolloutStateText } from '../rollout-labels';

interface Props {
  state: RolloutState | undefined;
  model: string | undefined;
  onState: (state: RolloutState | undefined) => void;
  onModel: (model: string) => void;
}

const STATE_OPTIONS = ROLLOUT_STATES.map((s) => ({ value: s, label: rolloutStateText(s) }));

/** State (applies at once) and model number (applies on Enter or the search button). */
export function RolloutListFilters({ state, model, onState, onModel }: Props) {
  const [typed, setTyped] = useState(model ?? '');
  // Back, Forward or a link changes the URL's model: the box follows it.
  useEffect(() => setTyped(model ?? ''), [model]);
  return (
    <Flex gap="small" wrap>
      <Select
        aria-label={messages.rolloutState}
        style={{ width: 200 }}
        allowClear
        placeholder={messages.allRolloutStates}
        value={state}
        options={STATE_OPTIONS}
        onChange={(value: RolloutState | undefined) => onState(value)}
      />
      <Input.Search
        aria-label={messages.rolloutModelFilter}
        style={{ width: 260 }}
        allowClear
        placeholder={messages.rolloutModelFilter}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(value) => onModel(value)}
        enterButton={messages.search}
      />
    </Flex>
  );
}

import type { RolloutState } from '@console/contracts/rollouts';
import { Tag } from 'antd';
import { rolloutStateColor, rolloutStateText } from '../rollout-labels';

/** A rollout's state as a coloured tag. */
export function RolloutStateTag({ state }: { state: RolloutState }) {
  return <Tag color={rolloutStateColor(state)}>{rolloutStateText(state)}</Tag>;
}

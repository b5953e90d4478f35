import { messages } from '@console/contracts/messages';
import type { TimelineKind, TimelineKindAccess } from '@console/contracts/timeline';
import { Button, Flex, Typography } from 'antd';
import { KIND_LABELS } from '../timeline-text';

/**
 * The kinds as toggle chips (buttons, so the keyboard reaches each): none pressed shows every kind;
 * All clears them. Only the kinds the caller may see are offered.
 */
export function KindFilter({
  kinds,
  chosen,
  onChange,
}: {
  kinds: readonly TimelineKindAccess[];
  chosen: readonly TimelineKind[];
  onChange: (kinds: TimelineKind[]) => void;
}) {
  const toggle = (kind: TimelineKind) =>
    onChange(chosen.includes(kind) ? chosen.filter((k) => k !== kind) : [...chosen, kind]);
  return (
    <Flex gap="small" wrap align="center" role="group" aria-label={messages.timelineKinds}>
      <Typography.Text>{messages.timelineKinds}</Typography.Text>
      <Button
        size="small"
        shape="round"
        type={chosen.length === 0 ? 'primary' : 'default'}
        aria-pressed={chosen.length === 0}
        onClick={() => onChange([])}
      >
        {messages.timelineAllKinds}
      </Button>
      {kinds.map(({ kind }) => (
        <Button
          key={kind}
          size="small"
          shape="round"
          type={chosen.includes(kind) ? 'primary' : 'default'}
          aria-pressed={chosen.includes(kind)}
          onClick={() => toggle(kind)}
        >
          {KIND_LABELS[kind]}
        </Button>
      ))}
    </Flex>
  );
}

import { fillMessage, messages } from '@console/contracts/messages';
import type { Breakdown } from '@console/contracts/segments';
import { Button, Card, Flex, Progress, Typography } from 'antd';
import { countText } from '../fleet-labels';

interface Props {
  title: string;
  breakdown: Breakdown;
  total: number;
  /** How a value reads ('in' is India); as itself when absent. */
  label?: (value: string) => string;
  /** Adds the value to this breakdown's filter. */
  onPick: (value: string) => void;
}

/** A breakdown's top values by count, each a button that adds it to the filter, and the rest as Other. */
export function BreakdownCard({ title, breakdown, total, label = (v) => v, onPick }: Props) {
  const percent = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10);
  const row = (name: React.ReactNode, count: number, key: string) => (
    <li key={key}>
      <Flex justify="space-between" align="center" gap="small">
        {name}
        <Typography.Text type="secondary">{countText(count)}</Typography.Text>
      </Flex>
      <Progress percent={percent(count)} status="normal" showInfo={false} size="small" aria-hidden />
    </li>
  );
  return (
    <Card size="small" title={title}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={title}>
        {breakdown.top.map((r) => {
          const name = label(r.value);
          const add = fillMessage(messages.fleetAddToFilter, { value: name });
          // A device without the value (an empty firmware version) cannot be asked for by it.
          const shown = r.value ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              onClick={() => onPick(r.value)}
              aria-label={add}
              title={add}
            >
              {name}
            </Button>
          ) : (
            <Typography.Text>—</Typography.Text>
          );
          return row(shown, r.count, r.value);
        })}
        {breakdown.other > 0
          ? row(<Typography.Text>{messages.fleetOther}</Typography.Text>, breakdown.other, '\u0000other')
          : null}
      </ul>
    </Card>
  );
}

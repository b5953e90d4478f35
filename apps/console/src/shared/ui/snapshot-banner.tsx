import { fillMessage } from '@console/contracts/messages';
import { Alert, Button } from 'antd';
import { formatDateTime } from '@/shared/format/dates';

/**
 * A form aimed at a Fleet Search snapshot (issue 32: New Rollout, Notification Management): how many
 * devices and when they were taken (`text` fills {count} and {time}), with a way to drop it.
 */
export function SnapshotBanner(props: {
  text: string;
  count: number;
  /** When the snapshot was taken, epoch ms. */
  at: number;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={fillMessage(props.text, {
        count: props.count.toLocaleString(),
        time: formatDateTime(props.at),
      })}
      action={
        <Button size="small" onClick={props.onRemove}>
          {props.removeLabel}
        </Button>
      }
    />
  );
}

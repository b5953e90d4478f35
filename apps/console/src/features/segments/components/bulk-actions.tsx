import { DownloadOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import type { FleetFilter } from '@console/contracts/segments';
import { Button, Flex, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { useExportFleet } from '../api/export-fleet';
import { countText } from '../fleet-labels';

interface Props {
  filter: FleetFilter;
  count: number;
  /** The saved segment shown, when its filter is unchanged: the export is one of its uses. */
  segmentId: string | null;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;

/**
 * What can be done to every device of the answer, each naming the count before it is confirmed.
 * Export CSV is here; a firmware rollout to these devices, a notification to their owners and
 * offboarding (issue 32's other bulk actions) join this group as they come.
 */
export function BulkActions({ filter, count, segmentId }: Props) {
  const exporting = useExportFleet();
  const counted = { count: countText(count) };
  const one = count === 1;
  const run = () =>
    exporting.mutate(
      { filter, segmentId },
      { onError: (e) => showAlert('danger', errorText(e, messages.fleetExportFailed)) },
    );
  return (
    <Flex role="group" aria-label={messages.fleetBulkActions} align="center" gap="small" wrap>
      <Typography.Text type="secondary">{messages.fleetBulkActions}</Typography.Text>
      <ConfirmAction
        title={one ? messages.fleetExportConfirmOne : fillMessage(messages.fleetExportConfirm, counted)}
        description={<div style={{ maxWidth: 340 }}>{messages.fleetExportConfirmText}</div>}
        onConfirm={run}
        disabled={count === 0 || exporting.isPending}
      >
        <Button icon={<DownloadOutlined aria-hidden />} disabled={count === 0} loading={exporting.isPending}>
          {exporting.bytes !== null
            ? fillMessage(messages.fleetExportProgress, { size: kb(exporting.bytes) })
            : one
              ? messages.fleetExportCsvOne
              : fillMessage(messages.fleetExportCsv, counted)}
        </Button>
      </ConfirmAction>
    </Flex>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { can } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import type { FleetFilter } from '@console/contracts/segments';
import { Button, Flex, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { useExportFleet } from '../api/export-fleet';
import { countText } from '../fleet-labels';
import { useActionParam } from '../hooks/use-action-param';
import { NotifyAction } from './notify-action';
import { OffboardAction } from './offboard-action';
import { RolloutAction } from './rollout-action';

interface Props {
  filter: FleetFilter;
  count: number;
  /** The saved segment shown, when its filter is unchanged: the export is one of its uses. */
  segmentId: string | null;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;

/**
 * What can be done to every device of the answer, each naming the count before it is confirmed:
 * Export CSV (streamed), a firmware rollout to them (New Rollout with their snapshot as target), a notification to their
 * owners (counted per channel, then Notification Management with their snapshot as audience), and offboarding for those who may offboard a device (in the background,
 * its progress and results under Bulk actions).
 */
export function BulkActions({ filter, count, segmentId }: Props) {
  const exporting = useExportFleet();
  const principal = usePrincipal();
  const action = useActionParam();
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
      {principal && can(principal, 'deviceFirmware') ? (
        <RolloutAction filter={filter} count={count} segmentId={segmentId} />
      ) : null}
      {principal && can(principal, 'sendNotification') && can(principal, 'broadNotificationAudience') ? (
        <NotifyAction filter={filter} count={count} segmentId={segmentId} />
      ) : null}
      {principal && can(principal, 'offboardDevice') ? (
        <OffboardAction filter={filter} count={count} segmentId={segmentId} onStarted={action.open} />
      ) : null}
    </Flex>
  );
}

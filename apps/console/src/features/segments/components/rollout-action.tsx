import { CloudUploadOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import {
  type FleetFilter,
  type SegmentSnapshot,
  snapshotFilter,
  snapshotSegment,
} from '@console/contracts/segments';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { apiCall } from '@/shared/api/api-call';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { countText } from '../fleet-labels';

interface Props {
  filter: FleetFilter;
  count: number;
  segmentId: string | null;
}

/** A screen opened on a snapshot's devices (`?segmentSnapshot=`, with its count and time to show). */
export const snapshotLink = (
  path: string,
  snapshot: { snapshotId: string; count: number; createdAt: number },
) =>
  `${path}?${new URLSearchParams({
    segmentSnapshot: snapshot.snapshotId,
    count: String(snapshot.count),
    at: String(snapshot.createdAt),
  })}`;

/**
 * The New Rollout link that targets a snapshot's devices; with the model when its filter names one
 * alone (`model`), which New Rollout fills in with its category and brand.
 */
export const newRolloutOf = (snapshot: SegmentSnapshot) => {
  const link = snapshotLink(PATHS.newRollout, snapshot);
  const [model, ...others] = snapshot.filter.modelNumbers ?? [];
  return model && others.length === 0 ? `${link}&${new URLSearchParams({ model })}` : link;
};

/**
 * Roll out firmware to the answer's devices (issue 32: a segment as the rollout engine's target):
 * after a confirmation naming the count, the devices are frozen (a snapshot, purpose rollout) and
 * New Rollout opens with them as its target.
 */
export function RolloutAction({ filter, count, segmentId }: Props) {
  const navigate = useNavigate();
  const take = useMutation({
    mutationFn: () =>
      segmentId
        ? apiCall(snapshotSegment, { params: { segmentId }, body: { purpose: 'rollout' } })
        : apiCall(snapshotFilter, { body: { filter, purpose: 'rollout' } }),
    onSuccess: (snapshot) => navigate(newRolloutOf(snapshot)),
    onError: (e) => showAlert('danger', errorText(e, messages.bulkRolloutFailed)),
  });
  const counted = { count: countText(count) };
  const one = count === 1;
  return (
    <ConfirmAction
      title={one ? messages.bulkRolloutConfirmOne : fillMessage(messages.bulkRolloutConfirm, counted)}
      description={<div style={{ maxWidth: 340 }}>{messages.bulkRolloutConfirmText}</div>}
      onConfirm={() => take.mutate()}
      disabled={count === 0 || take.isPending}
    >
      <Button icon={<CloudUploadOutlined aria-hidden />} disabled={count === 0} loading={take.isPending}>
        {one ? messages.bulkRolloutOne : fillMessage(messages.bulkRollout, counted)}
      </Button>
    </ConfirmAction>
  );
}

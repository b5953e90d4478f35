import { ArrowLeftOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { rolloutQuery } from '../api/get-rollout';
import { CallError } from '../components/call-error';
import { DeviceTable } from '../components/device-table';
import { PhaseTimeline } from '../components/phase-timeline';
import { RolloutControls } from '../components/rollout-controls';
import { RolloutHeader } from '../components/rollout-header';
import { RolloutProgress } from '../components/rollout-progress';
import { RolloutStateTag } from '../components/rollout-state-tag';

/**
 * One rollout (its id in the URL, so a reload opens it again), read again every 2 s until it has
 * ended: target and state, controls, progress against the thresholds, live counts per stage and
 * the phases with their gate verdicts.
 */
export default function RolloutPage() {
  const rolloutId = useParams().rolloutId ?? '';
  const navigate = useNavigate();
  const rollout = useQuery(rolloutQuery(rolloutId));
  const r = rollout.data;
  return (
    <Flex vertical gap="middle" className="rollout-page">
      <Flex gap="middle" align="center" wrap>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(PATHS.rollouts)}>
          {messages.backToRollouts}
        </Button>
        <Typography.Title level={1} className="page-title">
          {r?.name ?? messages.rolloutsTitle}
        </Typography.Title>
        {r ? <RolloutStateTag state={r.state} /> : null}
      </Flex>
      <CallError error={r ? null : rollout.error} fallback={messages.rolloutLoadFailed} />
      {rollout.isPending ? <Spin /> : null}
      {r ? (
        <>
          <RolloutHeader rollout={r} />
          <RolloutControls rollout={r} />
          <RolloutProgress rollout={r} />
          <Card title={<h2 className="card-title">{messages.rolloutPhasesTimeline}</h2>} size="small">
            <PhaseTimeline rollout={r} />
          </Card>
          <DeviceTable rollout={r} />
        </>
      ) : null}
    </Flex>
  );
}

import { fillMessage, messages } from '@console/contracts/messages';
import { ROLLOUT_DEVICE_STAGES, type Rollout } from '@console/contracts/rollouts';
import { Card, Col, Flex, Progress, Row, Statistic, Typography } from 'antd';
import { stageText } from '../rollout-labels';

/** The failure thresholds a phase is held to, in words. */
function limitsText(r: Rollout): string {
  const limits: string[] = [];
  if (r.maxFailures !== null)
    limits.push(fillMessage(messages.rolloutFailureLimit, { limit: r.maxFailures }));
  if (r.maxFailurePercent !== null) {
    limits.push(
      fillMessage(messages.rolloutFailureShareLimit, {
        percent: r.maxFailurePercent,
        answered: r.minAnswered,
      }),
    );
  }
  return limits.length > 0 ? limits.join('; ') : messages.rolloutNoFailureLimit;
}

/** The overall bar (installed of the target), installed and failed against the thresholds, devices per stage. */
export function RolloutProgress({ rollout: r }: { rollout: Rollout }) {
  const percent = r.targetCount > 0 ? Math.floor((r.installed / r.targetCount) * 100) : 0;
  return (
    // Side by side from lg: narrower, the cards stack, and on a phone two stages a row (four overlapped).
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card
          title={<h2 className="card-title">{messages.rolloutOverall}</h2>}
          size="small"
          style={{ height: '100%' }}
        >
          <Progress
            percent={percent}
            status={r.state === 'stopped' || r.state === 'aborted' ? 'exception' : undefined}
            aria-label={messages.rolloutOverall}
          />
          <Typography.Paragraph>
            {fillMessage(messages.rolloutInstalledOf, {
              installed: r.installed.toLocaleString(),
              target: r.targetCount.toLocaleString(),
            })}
          </Typography.Paragraph>
          <Flex gap="large">
            <Statistic title={messages.rolloutSucceeded} value={r.installed} />
            <Statistic
              title={messages.rolloutFailures}
              value={r.failed}
              valueStyle={r.failed > 0 ? { color: 'var(--ant-color-error)' } : undefined}
            />
          </Flex>
          <Typography.Text type="secondary">{limitsText(r)}</Typography.Text>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          title={<h2 className="card-title">{messages.rolloutStages}</h2>}
          size="small"
          style={{ height: '100%' }}
        >
          <Row gutter={[16, 8]}>
            {ROLLOUT_DEVICE_STAGES.map((stage) => (
              <Col xs={12} sm={6} key={stage}>
                <Statistic title={stageText(stage)} value={r.counts[stage] ?? 0} />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}

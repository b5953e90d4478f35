import { fillMessage, messages } from '@console/contracts/messages';
import { HEALTH_SIGNALS } from '@console/contracts/rollouts';
import { Col, Collapse, Form, InputNumber, Row, Typography } from 'antd';
import { numberRule } from '../number-rules';
import { signalText } from '../rollout-labels';

const FULL = { width: '100%' };

/**
 * The health gate's settings, folded away under Advanced with the contract's defaults: how much
 * worse per signal the updated devices may be than the control group, and the sample a verdict needs.
 * The fields are rendered while folded, so they are sent and checked all the same; the page unfolds
 * them when one is refused.
 */
export function GateFields({ open, onOpen }: { open: boolean; onOpen: (open: boolean) => void }) {
  const panel = (
    <>
      <Typography.Paragraph type="secondary">{messages.gateMarginHelp}</Typography.Paragraph>
      <Row gutter={16}>
        {HEALTH_SIGNALS.map((signal) => (
          <Col span={8} key={signal}>
            <Form.Item
              name={['gate', 'margins', signal]}
              label={fillMessage(messages.gateMargin, { signal: signalText(signal) })}
              required
              rules={[numberRule(messages.gateMarginInvalid, { min: 0, max: 1000 })]}
            >
              <InputNumber style={FULL} />
            </Form.Item>
          </Col>
        ))}
        <Col span={8}>
          <Form.Item
            name={['gate', 'minDevices']}
            label={messages.gateMinDevices}
            required
            rules={[numberRule(messages.gateMinDevicesInvalid, { min: 1, max: 1_000_000, whole: true })]}
          >
            <InputNumber style={FULL} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name={['gate', 'minDeviceHours']}
            label={messages.gateMinDeviceHours}
            required
            rules={[numberRule(messages.gateMinDeviceHoursInvalid, { min: 0, max: 10_000_000 })]}
          >
            <InputNumber style={FULL} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
  return (
    <Collapse
      activeKey={open ? ['gate'] : []}
      onChange={(keys) => onOpen(keys.includes('gate'))}
      items={[{ key: 'gate', label: messages.rolloutAdvanced, children: panel, forceRender: true }]}
    />
  );
}

import { messages } from '@console/contracts/messages';
import { Col, Form, InputNumber, Row } from 'antd';
import { numberRule } from '../number-rules';

const FULL = { width: '100%' };

/** When a phase stops the rollout: failures in number or share, once enough devices have answered. */
export function ThresholdFields() {
  return (
    <>
      <h2 className="card-title" style={{ marginBottom: 12 }}>
        {messages.rolloutThresholds}
      </h2>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="maxFailures"
            label={messages.rolloutMaxFailures}
            rules={[
              numberRule(messages.rolloutMaxFailuresInvalid, {
                min: 1,
                max: Number.MAX_SAFE_INTEGER,
                whole: true,
                optional: true,
              }),
            ]}
          >
            <InputNumber style={FULL} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="maxFailurePercent"
            label={messages.rolloutMaxFailurePercent}
            rules={[numberRule(messages.rolloutPercentInvalid, { min: 0, max: 100, optional: true })]}
          >
            <InputNumber style={FULL} suffix="%" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="minAnswered"
            label={messages.rolloutMinAnswered}
            required
            rules={[numberRule(messages.rolloutMinAnsweredInvalid, { min: 1, max: 1_000_000, whole: true })]}
          >
            <InputNumber style={FULL} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

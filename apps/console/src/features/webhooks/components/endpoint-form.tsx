import { type MessageCode, messages } from '@console/contracts/messages';
import {
  CreateWebhookBody,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@console/contracts/webhooks';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { ApiError, errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { zodFieldRule } from '@/shared/forms/zod-field-rule';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { eventLabel } from './event-label';

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** The server's refusals that belong under a field: said there, with everything typed kept. */
const FIELD_OF: Partial<Record<MessageCode, keyof Values>> = {
  webhookUrlRequired: 'url',
  webhookUrlInvalid: 'url',
  webhookUrlTooLong: 'url',
  webhookUrlNotAllowed: 'url',
  webhookUrlUnresolved: 'url',
  webhookTooMany: 'url',
  webhookEventsRequired: 'events',
};

const fieldOf = (error: unknown) =>
  error instanceof ApiError && error.code ? FIELD_OF[error.code as MessageCode] : undefined;

/**
 * A new endpoint (`endpoint` absent) or an existing one's URL, description and events. A new one's
 * answer holds its signing secret: `onDone` hands it to the page, which shows it once.
 */
export function EndpointForm({
  endpoint,
  onDone,
  onCancel,
}: {
  endpoint?: WebhookEndpoint;
  onDone: (secret?: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const saving = endpoint ? update : create;
  const rule = (path: keyof Values) => zodFieldRule(CreateWebhookBody, [path]);
  const refused = (error: unknown) => {
    const name = fieldOf(error);
    if (name) form.setFields([{ name, errors: [errorText(error, messages.invalidRequest)] }]);
  };
  const submit = (values: Values) => {
    if (endpoint)
      update.mutate(
        { endpointId: endpoint.endpointId, body: values },
        { onSuccess: () => onDone(), onError: refused },
      );
    else create.mutate(values, { onSuccess: (made) => onDone(made.secret), onError: refused });
  };

  return (
    <ConsoleForm<Values>
      form={form}
      layout="vertical"
      initialValues={{
        url: endpoint?.url ?? '',
        description: endpoint?.description ?? '',
        events: (endpoint?.events ?? []) as WebhookEventType[],
      }}
      onFinish={submit}
    >
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item name="url" label={messages.webhookUrl} required rules={[rule('url')]}>
            <Input maxLength={2000} autoComplete="off" placeholder="https://" autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="description" label={messages.webhookDescription} rules={[rule('description')]}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="events" label={messages.webhookEvents} required rules={[rule('events')]}>
        <Checkbox.Group>
          <Row gutter={[8, 4]}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Col key={type} xs={24} sm={12} lg={8}>
                <Checkbox value={type}>{eventLabel(type)}</Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      </Form.Item>
      {saving.error && !fieldOf(saving.error) && (
        <Typography.Paragraph type="danger">
          {errorText(saving.error, messages.internalError)}
        </Typography.Paragraph>
      )}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={saving.isPending}>
          {endpoint ? messages.saveWebhook : messages.createWebhook}
        </Button>
        <Button onClick={onCancel}>{messages.cancel}</Button>
      </Flex>
    </ConsoleForm>
  );
}

import { messages } from '@console/contracts/messages';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_TEST_EVENT, type WebhookEventType } from '@console/contracts/webhooks';

/** An event type in the contracts' words; 'Send test event' sends the test event, which has its own. */
export const eventLabel = (type: string): string =>
  type === WEBHOOK_TEST_EVENT
    ? messages.webhookTestEvent
    : (WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type);

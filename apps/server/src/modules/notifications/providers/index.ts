import { readFileSync } from 'node:fs';
import type { Config } from '../../../platform/config/config';
import type { Db } from '../../../platform/db/client';
import type { Mailer } from '../../../platform/mail/mailer';
import { recordReceipts } from '../delivery-receipts';
import { createApnsProvider } from './apns';
import { createEmailProvider } from './email';
import { createFcmProvider, type ServiceAccount } from './fcm';
import { createOutboxProvider } from './outbox';
import type { ChannelProvider } from './provider';
import { createPushRouter } from './push-router';
import { createSimulatedReceipts } from './simulated-receipts';
import { createSmsGateway } from './sms-gateway';

export type { ChannelProvider, NotificationContent, Outgoing, SendOutcome } from './provider';

export interface ChannelProviders {
  push: ChannelProvider;
  sms: ChannelProvider;
  email: ChannelProvider;
}

/** One provider per channel, chosen by the configuration; the outbox wherever nothing is configured. */
export function createChannelProviders(config: Config, db: Db, mailer: Mailer): ChannelProviders {
  // One writer of the outboxes' simulated receipts (issue 34), through the path real receipts take.
  const receipts = config.NOTIFY_OUTBOX_RECEIPTS
    ? createSimulatedReceipts((r) => recordReceipts(db, r), {
        deliveredAfterMs: config.NOTIFY_OUTBOX_DELIVERED_AFTER_MS,
        openedShare: config.NOTIFY_OUTBOX_OPENED_SHARE,
        openedAfterMs: config.NOTIFY_OUTBOX_OPENED_AFTER_MS,
      })
    : undefined;
  const outbox = (channel: 'push' | 'sms', ratePerSecond: number) =>
    createOutboxProvider(db, channel, {
      rejectPrefix: config.NOTIFY_OUTBOX_REJECT_PREFIX,
      ratePerSecond,
      receipts,
    });
  const pushRate = config.PUSH_RATE_PER_SECOND;
  const an = config.FCM_SERVICE_ACCOUNT_FILE
    ? createFcmProvider({
        serviceAccount: JSON.parse(readFileSync(config.FCM_SERVICE_ACCOUNT_FILE, 'utf8')) as ServiceAccount,
        baseUrl: config.FCM_URL,
        ratePerSecond: pushRate,
      })
    : outbox('push', pushRate);
  const ios = config.APNS_KEY_FILE
    ? createApnsProvider({
        key: readFileSync(config.APNS_KEY_FILE, 'utf8'),
        keyId: required(config.APNS_KEY_ID, 'APNS_KEY_ID'),
        teamId: required(config.APNS_TEAM_ID, 'APNS_TEAM_ID'),
        topic: required(config.APNS_TOPIC, 'APNS_TOPIC'),
        url: config.APNS_URL,
        ratePerSecond: pushRate,
      })
    : outbox('push', pushRate);
  return {
    push: createPushRouter({ an, ios }),
    sms: config.SMS_GATEWAY_URL
      ? createSmsGateway({
          url: config.SMS_GATEWAY_URL,
          token: config.SMS_GATEWAY_TOKEN,
          sender: config.SMS_SENDER,
          ratePerSecond: config.SMS_RATE_PER_SECOND,
        })
      : outbox('sms', config.SMS_RATE_PER_SECOND),
    email: createEmailProvider(mailer, config.EMAIL_RATE_PER_SECOND),
  };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`APNS_KEY_FILE is set: ${name} must be set too`);
  return value;
}

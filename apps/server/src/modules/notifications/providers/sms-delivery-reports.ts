import { timingSafeEqual } from 'node:crypto';
import type { SmsDeliveryReport } from '@console/contracts/notifications';
import { signWebhook } from '../../webhooks';

/*
 * The SMS gateway's delivery reports (issue 34, docs/decisions/0044-sms-delivery-reports.md): how a
 * report is authenticated and what each gateway word means. The gateway signs each call the
 * Standard Webhooks way with the shared secret it was given (SMS_GATEWAY_DLR_SECRET, `whsec_…`):
 * `webhook-id`, `webhook-timestamp` (epoch seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256
 * of id.timestamp.body>`, several separated by spaces while a secret is rotated).
 */

/** A report signed further than this from the server's clock is refused (Standard Webhooks' own tolerance). */
export const SMS_REPORT_TOLERANCE_SECONDS = 5 * 60;

export type SignatureCheck = 'ok' | 'unsigned' | 'stale';

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether `body` (the raw bytes as sent, before any parsing) carries a good signature of `secret`
 * made within the tolerance of `nowMs`. Every candidate signature is compared in constant time.
 */
export function checkSmsReportSignature(
  secret: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  nowMs: number,
): SignatureCheck {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!secret || !id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return 'unsigned';
  const expected = Buffer.from(signWebhook(secret, id, Number(timestamp), body));
  const good = signatures.split(' ').some((given) => {
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
  if (!good) return 'unsigned';
  // Checked after the signature, so a stranger learns nothing about the clock from the answer.
  return Math.abs(nowMs / 1000 - Number(timestamp)) > SMS_REPORT_TOLERANCE_SECONDS ? 'stale' : 'ok';
}

/** What a gateway's word means here: a final delivered or failed, or a state before them. */
export function smsReportStage(status: string): 'delivered' | 'failed' | 'pending' {
  switch (status.toLowerCase()) {
    case 'delivered':
    case 'delivrd':
      return 'delivered';
    case 'failed':
    case 'undelivered':
    case 'undeliv':
    case 'expired':
    case 'rejected':
    case 'rejectd':
    case 'deleted':
      return 'failed';
    default:
      // queued, sending, sent, accepted, buffered, enroute, acceptd, unknown: nothing final yet.
      return 'pending';
  }
}

/** When a report says it happened: its own time, never later than now (a gateway's clock may run ahead). */
export const reportedAt = (report: SmsDeliveryReport, nowMs: number) =>
  new Date(Math.min(report.at ? report.at * 1000 : nowMs, nowMs));

import { z } from 'zod';

/*
 * An SMS gateway's delivery reports (DLRs, issue 34): the gateway posts what became of the messages
 * it took, each named by the `reference` we sent it (the delivery's uniqueId), signed the Standard
 * Webhooks way with the gateway's shared secret (docs/decisions/0044-sms-delivery-reports.md).
 */

/** At most this many reports in one call. */
export const SMS_REPORTS_MAX = 500;

/**
 * One report. `status`: the gateway's word — ours (`delivered`, `failed`), Twilio's MessageStatus
 * (`delivered`, `undelivered`, `failed`, and the states before them) or an SMPP receipt's `stat`
 * (`DELIVRD`, `UNDELIV`, `EXPIRED`, `REJECTD`, `DELETED`, `ENROUTE`, `ACCEPTD`, `UNKNOWN`).
 * `at`: when it happened (epoch seconds; the time of the call when absent). `error`: the gateway's
 * error code or text for a failure.
 */
export const SmsDeliveryReport = z.object({
  reference: z.string().trim().min(1).max(64),
  status: z.string().trim().min(1).max(32),
  at: z.number().int().positive().max(4_102_444_800).optional(),
  error: z.string().max(200).optional(),
});
export type SmsDeliveryReport = z.infer<typeof SmsDeliveryReport>;

export const SmsDeliveryReportsBody = z.object({
  reports: z.array(SmsDeliveryReport).min(1).max(SMS_REPORTS_MAX),
});

/**
 * What each report did: the message is now `delivered` (or opened, past it) or `failed`; `pending`:
 * a state before either (enroute, accepted), nothing recorded; `unknown`: no SMS a provider took has
 * this reference. A repeated report answers as the first did and changes nothing.
 */
export const SMS_REPORT_OUTCOMES = ['delivered', 'failed', 'pending', 'unknown'] as const;
export type SmsReportOutcome = (typeof SMS_REPORT_OUTCOMES)[number];

/** Our own, public (the gateway's signature is its credential): the SMS gateway's delivery reports. */
export const reportSmsDelivery = {
  method: 'POST',
  path: '/simplifi/v1/notificationmanager/sms/deliveryReports',
  body: SmsDeliveryReportsBody,
  response: z.object({
    results: z.array(z.object({ reference: z.string(), outcome: z.enum(SMS_REPORT_OUTCOMES) })),
  }),
} as const;

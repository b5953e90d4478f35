import { z } from 'zod';
import { ActionResult } from '../http';
import { messages } from '../messages';

/** The longest incident body accepted, in characters of HTML. */
export const INCIDENT_BODY_MAX = 100_000;

/**
 * Report Incidence (spec 000 sections 2 and 7): a rich-text body as HTML. The recipients come from
 * the server's configuration: `to` is accepted for the spec's sake and ignored, and the sender is
 * the signed-in person whatever `sendBy` says.
 */
export const SendEmailBody = z.object({
  body: z.string().trim().min(1, messages.incidentBodyRequired).max(INCIDENT_BODY_MAX),
  subject: z.string().trim().min(1, messages.incidentSubjectRequired).max(200),
  to: z.array(z.string().max(254)).max(50).optional(),
  sendBy: z.string().max(254).optional(),
});
export type SendEmailBody = z.infer<typeof SendEmailBody>;

/** Ours: who Report Incidence mails go to (the server's configuration), for the dialog to show and send. */
export const IncidentRecipients = z.object({ to: z.array(z.string()) });
export type IncidentRecipients = z.infer<typeof IncidentRecipients>;

export const getIncidentRecipients = {
  method: 'GET',
  path: '/simplifi/v1/email/recipients',
  response: IncidentRecipients,
} as const;

export const sendEmail = {
  method: 'POST',
  path: '/simplifi/v1/email/sendEmail',
  body: SendEmailBody,
  response: ActionResult,
} as const;

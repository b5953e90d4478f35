import type { ActionResult } from '@console/contracts/http';
import type { SendEmailBody } from '@console/contracts/incident-email';
import { fillMessage, messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { incidentParts } from './incident-html';

interface Deps {
  db: Db;
  mailer: Mailer;
  recipients: readonly string[];
  log?: { error: (o: object, m: string) => void };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Report Incidence: the agent's rich text, sanitised, mailed to the configured recipients through
 * the outbox with the agent named as reporter. The client's `to` and `sendBy` are never used: an
 * agent must not be able to mail arbitrary addresses from the platform.
 */
export function createIncidentEmailService(deps: Deps) {
  return {
    async send(auth: RequestAuth, body: SendEmailBody, ip: string): Promise<ActionResult> {
      if (deps.recipients.length === 0) throw new AppError(503, 'noIncidentRecipients');
      const { html, text } = await incidentParts(body.body);
      if (!text) throw new AppError(400, 'incidentBodyRequired');
      const reporter = `${auth.firstName} ${auth.lastName} (${auth.userName}) <${auth.email}>`;
      const footer = fillMessage('Reported by {who} for tenant {tenant}', {
        who: reporter,
        tenant: auth.tenantId,
      });
      try {
        const mail = await deps.mailer.send({
          tenantId: auth.tenantId,
          kind: 'incident-report',
          to: [...deps.recipients],
          subject: body.subject,
          text: `${text}\n\n--\n${footer}`,
          html: `${html}<hr><p>${escapeHtml(footer)}</p>`,
        });
        await audit(deps.db, auth, {
          action: 'incident.reported',
          entity: 'mail',
          entityId: String(mail.id),
          detail: { subject: body.subject, recipients: deps.recipients.length },
          ip,
        });
      } catch (error) {
        deps.log?.error({ err: error }, 'incident e-mail failed');
        throw new AppError(502, 'emailSendFailed');
      }
      return { status: 'success', message: messages.emailSent };
    },
  };
}

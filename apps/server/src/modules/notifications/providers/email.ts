import type { Mailer } from '../../../platform/mail/mailer';
import { type ChannelProvider, mapLimited } from './provider';

/**
 * E-mail notifications through the platform's mailer (its outbox, and SMTP when configured). SMTP
 * gives no delivery receipt, and opens would need a tracking pixel, which we do not add: e-mails stop
 * at sent in the delivery funnel.
 */
export function createEmailProvider(mailer: Mailer, ratePerSecond: number): ChannelProvider {
  return {
    name: 'email',
    ratePerSecond,
    send: (batch) =>
      mapLimited(batch, 10, async (m) => {
        try {
          await mailer.send({
            tenantId: m.tenantId,
            kind: 'notification',
            to: [m.address],
            subject: m.content.subject ?? '',
            text: m.content.text ?? '',
            html: m.content.html || undefined,
          });
          return { kind: 'sent' as const };
        } catch (error) {
          return { kind: 'retry' as const, error: (error as Error).message };
        }
      }),
  };
}

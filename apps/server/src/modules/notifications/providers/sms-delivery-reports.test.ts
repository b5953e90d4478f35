import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { checkSmsReportSignature, reportedAt, smsReportStage } from './sms-delivery-reports';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const NOW = Date.UTC(2026, 10, 28, 12);

/** Headers of a call signed by the `standardwebhooks` library at `at` (epoch ms). */
function signed(body: string, at = NOW, secret = SECRET) {
  const id = 'msg_1';
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, new Date(at), body),
  };
}

describe('an SMS delivery report’s signature', () => {
  const body = '{"reports":[{"reference":"a","status":"delivered"}]}';

  it('is good when made with the secret over the body as sent, within 5 minutes either way', () => {
    expect(checkSmsReportSignature(SECRET, signed(body), body, NOW)).toBe('ok');
    expect(checkSmsReportSignature(SECRET, signed(body, NOW - 299_000), body, NOW)).toBe('ok');
    expect(checkSmsReportSignature(SECRET, signed(body, NOW + 299_000), body, NOW)).toBe('ok');
  });

  it('is stale past 5 minutes, and refused with another secret, another body or no secret set', () => {
    expect(checkSmsReportSignature(SECRET, signed(body, NOW - 301_000), body, NOW)).toBe('stale');
    expect(checkSmsReportSignature(SECRET, signed(body, NOW + 301_000), body, NOW)).toBe('stale');
    const other = `whsec_${randomBytes(24).toString('base64')}`;
    expect(checkSmsReportSignature(SECRET, signed(body, NOW, other), body, NOW)).toBe('unsigned');
    expect(checkSmsReportSignature(SECRET, signed(body), body.replace('a', 'b'), NOW)).toBe('unsigned');
    expect(checkSmsReportSignature(undefined, signed(body), body, NOW)).toBe('unsigned');
    expect(checkSmsReportSignature(SECRET, {}, body, NOW)).toBe('unsigned');
    expect(checkSmsReportSignature(SECRET, { ...signed(body), 'webhook-timestamp': 'soon' }, body, NOW)).toBe(
      'unsigned',
    );
  });

  it('takes any one good signature of several (a secret being rotated)', () => {
    const other = `whsec_${randomBytes(24).toString('base64')}`;
    const headers = signed(body);
    const both = `${signed(body, NOW, other)['webhook-signature']} ${headers['webhook-signature']}`;
    expect(checkSmsReportSignature(SECRET, { ...headers, 'webhook-signature': both }, body, NOW)).toBe('ok');
  });
});

describe('a gateway’s word', () => {
  it('reads ours, Twilio’s and SMPP’s, whatever the case', () => {
    for (const w of ['delivered', 'DELIVRD', 'Delivered']) expect(smsReportStage(w)).toBe('delivered');
    for (const w of ['failed', 'undelivered', 'UNDELIV', 'EXPIRED', 'REJECTD', 'rejected', 'DELETED'])
      expect(smsReportStage(w)).toBe('failed');
    for (const w of ['queued', 'sent', 'sending', 'accepted', 'ENROUTE', 'ACCEPTD', 'UNKNOWN'])
      expect(smsReportStage(w)).toBe('pending');
  });

  it('takes the report’s time, never later than now', () => {
    expect(reportedAt({ reference: 'a', status: 'delivered', at: NOW / 1000 - 60 }, NOW).getTime()).toBe(
      NOW - 60_000,
    );
    expect(reportedAt({ reference: 'a', status: 'delivered', at: NOW / 1000 + 60 }, NOW).getTime()).toBe(NOW);
    expect(reportedAt({ reference: 'a', status: 'delivered' }, NOW).getTime()).toBe(NOW);
  });
});

import { describe, expect, it } from 'vitest';
import { foldReceipts } from './delivery-receipts';
import { answerOf } from './notifications.deliver';
import type { Outgoing, SendOutcome } from './providers';
import { shareOf, simulatedOpen } from './providers/simulated-receipts';

const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, s));

describe('foldReceipts', () => {
  it('makes one per message: the earliest delivered, an open counting as delivered by then', () => {
    expect(
      foldReceipts([
        { uniqueId: 'a', stage: 'delivered', at: at(5) },
        { uniqueId: 'a', stage: 'opened', at: at(3) },
        { uniqueId: 'a', stage: 'opened', at: at(9) },
        { uniqueId: 'b', stage: 'delivered', at: at(7) },
        { uniqueId: 'b', stage: 'delivered', at: at(6) },
      ]),
    ).toEqual([
      { uniqueId: 'a', delivered: at(3), opened: at(3) },
      { uniqueId: 'b', delivered: at(6), opened: null },
    ]);
  });
});

describe("the outbox's simulated opens", () => {
  const ids = Array.from(
    { length: 4000 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );

  it('open the same messages every time, about the share asked', () => {
    const opened = ids.filter((id) => simulatedOpen(id, 0.3));
    expect(ids.filter((id) => simulatedOpen(id, 0.3))).toEqual(opened);
    expect(opened.length / ids.length).toBeGreaterThan(0.27);
    expect(opened.length / ids.length).toBeLessThan(0.33);
    expect(ids.every((id) => shareOf(id) >= 0 && shareOf(id) < 1)).toBe(true);
  });

  it('open none at 0 and all at 1', () => {
    expect(ids.some((id) => simulatedOpen(id, 0))).toBe(false);
    expect(ids.every((id) => simulatedOpen(id, 1))).toBe(true);
  });
});

describe('answerOf', () => {
  const message = (platform: 'an' | 'ios'): Outgoing => ({
    deliveryId: 1,
    uniqueId: 'u',
    address: 'tok',
    platform,
    tenantId: 'panasonic',
    content: { severity: 'info', taskId: 't', expiry: 0 },
  });
  const byPlatform = (m: Outgoing) => (m.platform === 'ios' ? 'apns' : 'fcm');
  const sent: SendOutcome = { kind: 'sent' };
  const refused: SendOutcome = { kind: 'tokenNotFound', error: '410 Unregistered' };

  it('names the provider of the first message that went, and counts tokens per platform', () => {
    expect(
      answerOf(
        'push',
        [
          { message: message('an'), outcome: refused },
          { message: message('ios'), outcome: sent },
          { message: message('an'), outcome: sent },
        ],
        byPlatform,
      ),
    ).toEqual({ provider: 'apns', tokens: { an: [2, 1], ios: [1, 0] } });
  });

  it('names the first provider when none went; no tokens off push; nothing without a message', () => {
    expect(answerOf('push', [{ message: message('ios'), outcome: refused }], byPlatform)).toEqual({
      provider: 'apns',
      tokens: { an: [0, 0], ios: [1, 1] },
    });
    expect(answerOf('sms', [{ message: message('an'), outcome: sent }], () => 'sms-gateway')).toEqual({
      provider: 'sms-gateway',
    });
    expect(answerOf('push', [], byPlatform)).toEqual({});
  });
});

import type { AudienceChannel, NotificationAudience } from '@console/contracts/notifications';

/** A channel of the audience preview: everyone it reaches goes at once (10 a second) unless told. */
const channelOf = (recipients: number, over: Partial<AudienceChannel> = {}): AudienceChannel => ({
  recipients,
  optedOut: 0,
  held: 0,
  capped: 0,
  sendNow: recipients,
  heldUntil: null,
  ratePerSecond: 10,
  estimatedSeconds: Math.ceil(recipients / 10),
  ...over,
});

/** The audience call's answer for these counts: no quiet hours, no cap reached, counted at `asOf`. */
export function notificationAudience(
  counts: { users: number; push: number; sms: number; email: number },
  over: Partial<Omit<NotificationAudience, 'channels'>> & {
    channels?: Partial<Record<'push' | 'sms' | 'email', Partial<AudienceChannel>>>;
  } = {},
): NotificationAudience {
  const { channels, ...rest } = over;
  return {
    ...counts,
    asOf: 1_790_000_000,
    runAt: 1_790_000_000,
    quietHours: null,
    channels: {
      push: channelOf(counts.push, channels?.push),
      sms: channelOf(counts.sms, channels?.sms),
      email: channelOf(counts.email, channels?.email),
    },
    ...rest,
  };
}

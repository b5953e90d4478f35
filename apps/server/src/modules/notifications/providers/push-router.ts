import type { ChannelProvider, Outgoing, SendOutcome } from './provider';

/**
 * Push is two providers in one: Android tokens to FCM, iOS tokens to APNs, each falling back to the
 * outbox when it is not configured. Outcomes come back in the batch's order.
 */
export function createPushRouter(byPlatform: { an: ChannelProvider; ios: ChannelProvider }): ChannelProvider {
  return {
    name: `push(${byPlatform.an.name},${byPlatform.ios.name})`,
    ratePerSecond: Math.min(byPlatform.an.ratePerSecond, byPlatform.ios.ratePerSecond),
    providerFor: (m) => byPlatform[m.platform ?? 'an'].name,
    recorded(batch) {
      for (const platform of ['an', 'ios'] as const)
        byPlatform[platform].recorded?.(batch.filter((m) => (m.platform ?? 'an') === platform));
    },
    async send(batch) {
      const out: SendOutcome[] = new Array(batch.length);
      await Promise.all(
        (['an', 'ios'] as const).map(async (platform) => {
          const picked: [number, Outgoing][] = [];
          batch.forEach((m, i) => {
            if ((m.platform ?? 'an') === platform) picked.push([i, m]);
          });
          if (picked.length === 0) return;
          const outcomes = await byPlatform[platform].send(picked.map(([, m]) => m));
          picked.forEach(([i], k) => {
            out[i] = outcomes[k] ?? { kind: 'failed', error: 'no outcome' };
          });
        }),
      );
      return out;
    },
    async close() {
      await Promise.all([byPlatform.an.close?.(), byPlatform.ios.close?.()]);
    },
  };
}

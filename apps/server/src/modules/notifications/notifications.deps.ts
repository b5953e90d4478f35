import type { PlatformContext } from '../../platform/context';
import { createDeliveryFunnelService } from './delivery-funnel.service';
import { createDeliveryEngine } from './notifications.engine';
import { createNotificationsService } from './notifications.service';
import { createOptOutsService } from './opt-outs.service';
import { createChannelProviders } from './providers';

/** What the notifications area takes from the composition root. */
export type NotificationsContext = Pick<
  PlatformContext,
  'config' | 'db' | 'guard' | 'jobs' | 'mailer' | 'rateLimits'
>;

/** The task service its routes call and the delivery engine its workers run (made once per app). */
export function createNotificationsServices({ config, db, jobs, mailer, rateLimits }: NotificationsContext) {
  const providers = createChannelProviders(config, db, mailer);
  const engine = createDeliveryEngine({
    db,
    jobs,
    providers,
    rateLimits,
    chunkSize: config.NOTIFY_CHUNK_SIZE,
    maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
  });
  const rates = {
    push: providers.push.ratePerSecond,
    sms: providers.sms.ratePerSecond,
    email: providers.email.ratePerSecond,
  };
  return {
    notifications: createNotificationsService({ db, engine, rates }),
    optOuts: createOptOutsService({ db }),
    funnel: createDeliveryFunnelService({ db }),
    engine,
  };
}

export type NotificationsDeps = NotificationsContext & ReturnType<typeof createNotificationsServices>;

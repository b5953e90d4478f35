import type { PlatformContext } from '../../platform/context';
import type { TenantService } from '../tenants';
import { createLiveTail } from './live-tail';
import { createTimelineService } from './timeline.service';

/** What the timeline area takes from the composition root. */
export type TimelineContext = Pick<PlatformContext, 'config' | 'db' | 'guard'> & { tenants: TenantService };

/**
 * The timeline's own services: the pages, and the live tail's MQTT side, which its routes watch
 * through and its workers hand a client (made once per app, so both share one).
 */
export function createTimelineServices({ db, tenants }: TimelineContext) {
  return { timeline: createTimelineService({ db, tenants }), liveTail: createLiveTail() };
}

export type TimelineDeps = TimelineContext & ReturnType<typeof createTimelineServices>;

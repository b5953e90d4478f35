import type { PlatformContext } from '../../platform/context';
import { createBulkActionRunner } from './bulk-action-runner';
import { createBulkActionsService } from './bulk-actions.service';
import { createSegmentsService } from './segments.service';

export type SegmentsContext = Pick<PlatformContext, 'db' | 'guard' | 'config'>;

/** What the segments area's routes and its runner share: one runner per app, woken by the routes. */
export function createSegmentsServices(ctx: SegmentsContext) {
  const segments = createSegmentsService({
    db: ctx.db,
    activeDays: ctx.config.INSIGHTS_RAW_EVENT_DAYS,
    countsMaxAgeMs: ctx.config.FLEET_COUNTS_MAX_AGE_SECONDS * 1000,
  });
  const runner = createBulkActionRunner({ db: ctx.db, stepSeconds: ctx.config.BULK_ACTION_STEP_SECONDS });
  const bulkActions = createBulkActionsService({
    db: ctx.db,
    segments,
    approvalDevices: ctx.config.BULK_ACTION_APPROVAL_DEVICES,
    wake: runner.wake,
  });
  return { segments, bulkActions, runner };
}

export type SegmentsDeps = SegmentsContext & ReturnType<typeof createSegmentsServices>;

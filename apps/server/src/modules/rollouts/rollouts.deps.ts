import type { PlatformContext } from '../../platform/context';
import type { CommandChannel } from '../telemetry';
import { createPhasedRollouts } from './phased/phased-rollouts.service';
import { createRolloutRunner } from './phased/rollout-runner';
import type { RolloutsService } from './rollouts.service';

/** What the rollouts area takes from the composition root: the FOTA batches service and the command channel. */
export type RolloutsContext = Pick<PlatformContext, 'db' | 'guard' | 'config' | 'files'> & {
  rollouts: RolloutsService;
  commands: CommandChannel;
};

/** The rollouts area's own services: phased rollouts and the runner that steps them (made once per app). */
export function createRolloutsServices({ db, config }: RolloutsContext) {
  const rolloutRunner = createRolloutRunner({
    db,
    stepSeconds: config.ROLLOUT_STEP_SECONDS,
    // A step sends for at most half of it, so a live server never loses its lease mid-step.
    leaseSeconds: 30,
  });
  return {
    rolloutRunner,
    phasedRollouts: createPhasedRollouts({
      db,
      settings: {
        approvalDevices: config.ROLLOUT_APPROVAL_DEVICES,
        approvalModelPercent: config.ROLLOUT_APPROVAL_MODEL_PERCENT,
        minuteSeconds: config.ROLLOUT_MINUTE_SECONDS,
      },
      wake: rolloutRunner.wake,
    }),
  };
}

export type RolloutsDeps = RolloutsContext & ReturnType<typeof createRolloutsServices>;

import { defineModule } from '../../platform/module';
import { phaseGate } from './phased/phase-gate';
import { phasedRolloutRoutes } from './phased/phased-rollouts.routes';
import { createRolloutEngine } from './phased/rollout-engine';
import { createRolloutsServices, type RolloutsContext } from './rollouts.deps';
import { rolloutRoutes } from './rollouts.routes';

/**
 * FOTA rollouts: batches, triggers, reports, and phased rollouts (each phase a batch). Its workers
 * step the running phased rollouts on this server.
 */
export const rolloutsModule = defineModule({
  name: 'rollouts',
  services: (ctx: RolloutsContext) => createRolloutsServices(ctx),
  routes: (deps) => async (app) => {
    await app.register(rolloutRoutes(deps));
    await app.register(phasedRolloutRoutes(deps));
  },
  workers: (deps, runtime) => ({
    async start() {
      const { config } = deps;
      const engine = createRolloutEngine({
        db: deps.db,
        files: deps.files,
        commands: deps.commands,
        deviceOrigin: config.deviceOrigin,
        gate: phaseGate(deps.db, config.SIMULATOR_INTERVAL_SECONDS),
        log: runtime.log,
        settings: {
          minuteSeconds: config.ROLLOUT_MINUTE_SECONDS,
          sendChunk: config.ROLLOUT_SEND_CHUNK,
          sendBudgetMs: 10_000,
        },
      });
      deps.rolloutRunner.start(engine, runtime.log);
    },
    stop: () => deps.rolloutRunner.stop(),
  }),
});

export { phaseGate } from './phased/phase-gate';
/** The phased rollout engine's parts, for the bench that runs them as a server does. */
export { createPhasedRollouts } from './phased/phased-rollouts.service';
export { createRolloutEngine } from './phased/rollout-engine';
export { createRolloutRunner } from './phased/rollout-runner';
export { createRolloutsService, type RolloutsService } from './rollouts.service';

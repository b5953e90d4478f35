/** The rollouts area's public entry (`@console/contracts/rollouts`): FOTA batches, phased
 * rollouts (each phase a batch), the one-device trigger and their rules. */

export * from './phased-rollouts.schemas';
export * from './rollout-rules';
export * from './rollouts.schemas';
export * from './stop-reasons';

/** The rollouts area's public entry (`@console/contracts/rollouts`): FOTA batches (rollouts), the one-device trigger and their rules. */

export * from './rollout-rules';
export * from './rollouts.schemas';

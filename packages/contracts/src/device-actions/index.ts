/** The device-actions area's public entry (`@console/contracts/device-actions`): Device Info's actions: edits, offboarding, child devices. */
export * from './device-actions.schemas';

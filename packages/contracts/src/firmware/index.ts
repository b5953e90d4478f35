/** The firmware area's public entry (`@console/contracts/firmware`): Firmware images, their rules and the version order. */
export * from './firmware.schemas';
export * from './firmware-rules';

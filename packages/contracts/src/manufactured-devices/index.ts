/** The manufactured-devices area's public entry (`@console/contracts/manufactured-devices`): Manufactured devices and the line test. */

export * from './manufactured-devices.rules';
export * from './manufactured-devices.schemas';

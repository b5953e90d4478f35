/** The device-history area's public entry (`@console/contracts/device-history`): A device's usage, diagnostics, onboard and firmware history. */
export * from './device-history.schemas';

/** The telemetry area's public entry (`@console/contracts/telemetry`): What a device's reports mean: parameter labels and diagnostic values. */

export * from './diagnostic-values';
export * from './parameter-labels';

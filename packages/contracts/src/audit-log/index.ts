/** The audit-log area's public entry (`@console/contracts/audit-log`): the Audit Log screen. */
export * from './audit-chain';
export * from './audit-log.schemas';
export * from './audit-range';

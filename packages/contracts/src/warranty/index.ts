/** The warranty area's public entry (`@console/contracts/warranty`): Warranty, service requests, the serial-to-model match, the expiry label and the mismatch report. */
export * from './warranty.schemas';
export * from './warranty-expiry';
export * from './warranty-match';
export * from './warranty-report.schemas';

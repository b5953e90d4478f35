/** The device-logs area's public entry (`@console/contracts/device-logs`): A device's logs and reports, and the rules of their date range. */
export * from './device-logs.schemas';
export * from './log-date-range';

/** The demo area's public entry (`@console/contracts/demo`): The demo data files the seed writes and the tools read. */
export * from './demo-files';

/** The dealers area's public entry (`@console/contracts/dealers`): Dealers and their devices. */
export * from './dealers.schemas';

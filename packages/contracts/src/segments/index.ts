/** The segments area's public entry (`@console/contracts/segments`): fleet search, saved segments and their snapshots. */

export * from './bulk-actions.schemas';
export * from './fleet-link';
export * from './segments.schemas';

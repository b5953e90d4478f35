/** The timeline area's public entry (`@console/contracts/timeline`): a device's or a home's events, and their live tail. */
export * from './timeline.endpoints';
export * from './timeline.schemas';
export * from './timeline-access';

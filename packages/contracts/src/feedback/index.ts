/** The feedback area's public entry (`@console/contracts/feedback`): User feedback. */
export * from './feedback.schemas';

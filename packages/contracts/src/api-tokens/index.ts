/** The API tokens area's public entry (`@console/contracts/api-tokens`). */

export * from './api-tokens.schemas';

/** The webhooks area's public entry (`@console/contracts/webhooks`). */
export * from './webhooks.schemas';

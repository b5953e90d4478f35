/** The webhooks area's public entry (`@console/contracts/webhooks`). */

export * from './webhook-events';
export * from './webhooks.schemas';

/** The users area's public entry (`@console/contracts/users`): End users: search, detail, edits. */
export * from './users.schemas';

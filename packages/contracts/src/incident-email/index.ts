/** The incident-email area's public entry (`@console/contracts/incident-email`): Report Incidence: recipients and the mail. */
export * from './incident-email.schemas';

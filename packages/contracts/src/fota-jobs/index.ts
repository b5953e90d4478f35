/** The fota-jobs area's public entry (`@console/contracts/fota-jobs`): FOTA jobs and their rules. */

export * from './fota-job-rules';
export * from './fota-jobs.schemas';

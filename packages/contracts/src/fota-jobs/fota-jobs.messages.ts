/** Manage MQTT FOTA jobs (spec 001 sections 2, 5 and 8), worded as the spec. */
export const fotaJobMessages = {
  addJobName: 'Please add Job Name',
  jobNameSpecialCharacter: 'Special character not allowed in Job Name',
  addEndDate: 'Please add End Date',
  selectWeekDays: 'Please select Week Day(s)',
  jobSaveFailed: 'Error while adding new job.',
  noFotaJobs: 'No MQTT FOTA jobs exist currently.',
  confirmDeleteJob: 'Are you sure you wish to delete this job?',
  /** Our own: what the spec leaves to the server. */
  endDateBeforeToday: 'End Date cannot be before today.',
  /** Ours: `{days}`, MAX_JOB_DAYS. */
  endDateTooFar: 'End Date must be within {days} days from today.',
  invalidJobTime: 'Choose an hour from 1 to 12 and a minute from 0 to 59.',
  jobNotFound: 'No FOTA job has this Job Id.',
  jobAdded: 'FOTA job added.',
  jobUpdated: 'FOTA job updated.',
  jobDeleted: 'FOTA job deleted.',
  jobDeviceCount:
    'Each firing upgrades {percentage} % of the devices of {model} not yet on {version}: {devices} of {upgradable} devices today.',
  jobNoFirmware: 'No FOTA firmware of {model} is uploaded: a firing upgrades no device.',
  /** Labels. */
  fotaJobsTitle: 'Manage MQTT FOTA',
  addNewJob: 'Add new Job',
  updateJob: 'Update Job',
  jobName: 'Job Name',
  endDate: 'End Date',
  daysOfWeek: 'Days of Week',
  time: 'Time',
  action: 'Action',
  hour: 'Hour',
  minute: 'Minute',
  meridiem: 'AM/PM',
  rolloutModelNumber: 'Model Number (rollout)',
  rolloutPercentage: 'Percentage of devices',
  deleteJob: 'Delete job',
  editJob: 'Edit job',
} as const;

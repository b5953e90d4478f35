/** FOTA batches and triggers (spec 001 sections 2, 5 and 8), worded as the spec. */
export const rolloutMessages = {
  invalidPercentage: 'Invalid Percentage Value',
  invalidPriority: 'Invalid Priority Value',
  invalidBatchId: 'Invalid Batch Id',
  upgradeCountFailed: 'Failed to Get the Latest Firmware Version and Device Count',
  triggerFailed: 'Failed to Send the FOTA MQTT Trigger',
  reportFailed: 'Failed to Download Firmware Upgrade Report',
  triggerSent: 'Sucessfully Sent FOTA MQTT Trigger',
  batchDeleted: 'Batch Deleted Successfully',
  reportDownloaded: 'Successfully Downloaded Firmware Upgrade Report',
  confirmDeleteBatch: 'Are you sure want to delete a batch?',
  /** Our own: refusals the spec leaves to the server. */
  noFotaFirmware: 'No FOTA firmware has been uploaded for this model and version.',
  firmwareNotNewer: 'The device already runs this firmware version or a newer one.',
  batchNotFound: 'No batch has this Batch Id.',
  batchOfRunningRollout:
    'This batch is a phase of a rollout that has not ended: abort the rollout, or let it finish, before deleting the batch.',
  /** A batch's link to its rollout, naming it: a phase's batch, or the rollback the rollout sent. */
  batchRolloutPhaseLink: 'Phase {n} of {name}',
  batchRollbackLink: 'Rollback of {name}',
  /** Our own: Device Info's trigger asks first, naming what it changes (issue 10). */
  confirmFotaTrigger:
    'Update device {deviceId} from firmware {from} to {to}? The device installs it as soon as it gets the command.',
  /** Phased rollouts (issue 31): refusals and what a control did. */
  rolloutNameEmpty: 'Please enter a name for the rollout.',
  rolloutPhasesNotIncreasing: "Each phase's share must be larger than the one before it.",
  rolloutNotFound: 'No rollout has this id.',
  rolloutNoDevices: 'No device in your scope matches this target.',
  rolloutNotInState: 'This rollout cannot be {done} now: it is {state}.',
  rolloutApproverIsCreator: 'A rollout must be approved by someone other than the person who created it.',
  rolloutNoApprovalNeeded: 'This rollout does not wait for an approval.',
  rolloutWindowInvalid: 'Enter a time as HH:MM, from 00:00 to 23:59.',
  /** Labels. */
  batchListTitle: 'FOTA Batches',
  notifyDevice: 'Notify Device',
  sendTrigger: 'Send Trigger',
  sendFotaTrigger: 'Send FOTA Trigger',
  totalUpgradableDeviceCount: 'Total Upgradable Device Count',
  latestFirmwareVersion: 'Latest Firmware Version',
  batchId: 'Batch ID',
  successfullyUpgraded: 'Successfully Upgraded',
  mqttCommandFailed: 'MQTT Command Failed',
  mqttCommandSent: 'MQTT Command Sent',
  downloadReport: 'Download Report',
  deleteBatch: 'Delete Batch',
  optionalFirmwareVersion: 'Firmware Version (optional)',
  priority: 'Priority',
} as const;

/** Commands sent to devices: the progress the console shows (IDU config push, offboarding) and the server's refusals. */
export const deviceCommandMessages = {
  /** Ours: a command id not sent to this device. */
  commandNotFound: 'No such command was sent to this device.',
  /** Ours: the steps of a command sent to a device. */
  commandTitle: 'Device {id}',
  commandSent: 'Sent to the device',
  commandNotSent: 'Not sent: the device channel is unavailable',
  commandAccepted: 'Accepted by the device',
  commandInstalled: 'Installed',
  commandNoAnswerYet:
    'No answer from the device yet. A device that is offline gets the command when it connects again.',
  commandFailed: 'Failed: {reason}',
  commandTimedOut: 'Timed out: the device did not finish before the command expired',
  commandRolledBack: 'Rolled back: the device installed it, then reported its old version again',
  noReasonGiven: 'no reason given',
  /** Ours: no MQTT channel to send on (IDU config push, FOTA jobs and batches). */
  deviceCommandsUnavailable: 'Devices cannot be reached right now. Please try again later.',
} as const;

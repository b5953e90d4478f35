import { type MessageCode, messages } from '@console/contracts/messages';
import { CommandFailureReason } from '@console/contracts/mqtt';
import { FOTA_FILTER_STATES } from '@console/contracts/segments';

type FotaState = (typeof FOTA_FILTER_STATES)[number];

const FOTA_STATE: Record<FotaState, MessageCode> = {
  queued: 'fleetFotaQueued',
  sent: 'fleetFotaSent',
  publishFailed: 'fleetFotaPublishFailed',
  accepted: 'fleetFotaAccepted',
  timedOut: 'fleetFotaTimedOut',
  success: 'fleetFotaSuccess',
  failure: 'fleetFotaFailure',
  rolledBack: 'fleetFotaRolledBack',
};

/** A latest-FOTA state in words; one the console does not know, as the server wrote it. */
export const fotaStateText = (state: string): string => {
  const code = FOTA_STATE[state as FotaState];
  return code ? messages[code] : state;
};

export const FOTA_STATE_OPTIONS = FOTA_FILTER_STATES.map((value) => ({ value, label: fotaStateText(value) }));

/**
 * The reasons a device gives for a failed command, as the filter's suggestions (the person may
 * type another: the server keeps whatever reason a device sent).
 */
export const FOTA_REASON_OPTIONS = CommandFailureReason.options.map((value) => ({ value, label: value }));

/** A count with thousands separators, as counts read everywhere on the console. */
export const countText = (n: number): string => n.toLocaleString();

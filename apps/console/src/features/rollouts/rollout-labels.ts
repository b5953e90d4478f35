import { type MessageCode, messages } from '@console/contracts/messages';
import type {
  HealthSignal,
  PhaseStartRule,
  PhaseState,
  RolloutDeviceStage,
  RolloutState,
} from '@console/contracts/rollouts';

/** The catalogue's words for the rollout vocabulary, and a tag colour for each state. */
const ROLLOUT_STATE: Record<RolloutState, { text: MessageCode; color: string }> = {
  awaitingApproval: { text: 'rolloutStateAwaitingApproval', color: 'gold' },
  running: { text: 'rolloutStateRunning', color: 'processing' },
  paused: { text: 'rolloutStatePaused', color: 'warning' },
  stopped: { text: 'rolloutStateStopped', color: 'error' },
  aborted: { text: 'rolloutStateAborted', color: 'default' },
  completed: { text: 'rolloutStateCompleted', color: 'success' },
};
export const rolloutStateText = (state: RolloutState) => messages[ROLLOUT_STATE[state].text];
export const rolloutStateColor = (state: RolloutState) => ROLLOUT_STATE[state].color;

const PHASE_STATE: Record<PhaseState, { text: MessageCode; color: string }> = {
  pending: { text: 'phaseStatePending', color: 'default' },
  installing: { text: 'phaseStateInstalling', color: 'processing' },
  soaking: { text: 'phaseStateSoaking', color: 'processing' },
  waitingForResume: { text: 'phaseStateWaitingForResume', color: 'gold' },
  passed: { text: 'phaseStatePassed', color: 'success' },
  failed: { text: 'phaseStateFailed', color: 'error' },
  stopped: { text: 'phaseStateStopped', color: 'default' },
};
export const phaseStateText = (state: PhaseState) => messages[PHASE_STATE[state].text];
export const phaseStateColor = (state: PhaseState) => PHASE_STATE[state].color;

const STAGE: Record<RolloutDeviceStage, MessageCode> = {
  queued: 'stageQueued',
  sent: 'stageSent',
  downloading: 'stageDownloading',
  verifying: 'stageVerifying',
  installing: 'stageInstalling',
  installed: 'stageInstalled',
  failed: 'stageFailed',
  rolledBack: 'stageRolledBack',
  cancelled: 'stageCancelled',
};
export const stageText = (stage: RolloutDeviceStage) => messages[STAGE[stage]];

const SIGNAL: Record<HealthSignal, MessageCode> = {
  reboots: 'signalReboots',
  disconnects: 'signalDisconnects',
  faults: 'signalFaults',
  silent: 'signalSilent',
  tickets: 'signalTickets',
};
export const signalText = (signal: HealthSignal) => messages[SIGNAL[signal]];

const START_RULE: Record<PhaseStartRule, MessageCode> = {
  gate: 'startRuleGate',
  soak: 'startRuleSoak',
  manual: 'startRuleManual',
};
export const startRuleText = (rule: PhaseStartRule) => messages[START_RULE[rule]];

/** The reasons a device's command ends with (the device's own, or what ended the command). */
const REASON: Record<string, MessageCode> = {
  unsupported: 'reasonUnsupported',
  invalidCommand: 'reasonInvalidCommand',
  busy: 'reasonBusy',
  downloadFailed: 'reasonDownloadFailed',
  checksumMismatch: 'reasonChecksumMismatch',
  signatureInvalid: 'reasonSignatureInvalid',
  installFailed: 'reasonInstallFailed',
  expired: 'reasonExpired',
  timedOut: 'reasonTimedOut',
  publishFailed: 'reasonPublishFailed',
  rolledBack: 'reasonRolledBack',
  offline: 'reasonOffline',
};
export const FAILURE_REASONS = Object.keys(REASON);
/** A reason the catalogue does not know is shown as the server sent it. */
export const reasonText = (reason: string) => {
  const code = REASON[reason];
  return code ? messages[code] : reason;
};

import { fillMessage } from '../messages/fill-message';
import { phasedRolloutMessages as m } from './phased-rollouts.messages';

/*
 * Why a rollout stopped by itself, in the catalogue's words. The server stores the text once and
 * every screen and export shows it as is, so numbers are written here the one way people read
 * them, whatever the server's locale: counts grouped by thousands (1,234 of 40,000).
 */
const grouped = (n: number, digits: { min: number; max: number }) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits.min, maximumFractionDigits: digits.max });
const count = (n: number) => grouped(n, { min: 0, max: 0 });

/** One failed health signal of a gate's verdict: the updated and control rates per 1,000 device-hours. */
export interface FailedSignal {
  signal: string;
  treated: number;
  control: number;
  pValue: number;
}

export const stopReasons = {
  /** `reason` in the phase it happened in (`phaseIndex` from 0). */
  inPhase: (phaseIndex: number, reason: string) => fillMessage(m.stopInPhase, { n: phaseIndex + 1, reason }),
  maxFailures: (v: { failed: number; limit: number }) =>
    fillMessage(m.stopMaxFailures, { failed: count(v.failed), limit: count(v.limit) }),
  failureShare: (v: { failed: number; answered: number; percent: number; limit: number }) =>
    fillMessage(m.stopFailureShare, {
      failed: count(v.failed),
      answered: count(v.answered),
      percent: grouped(v.percent, { min: 1, max: 1 }),
      limit: grouped(v.limit, { min: 0, max: 2 }),
    }),
  gateFailed: (phaseIndex: number, signals: readonly FailedSignal[]) =>
    fillMessage(m.stopGateFailed, {
      n: phaseIndex + 1,
      signals: signals
        .map((s) =>
          fillMessage(m.stopGateSignal, {
            signal: s.signal,
            treated: grouped(s.treated, { min: 2, max: 2 }),
            control: grouped(s.control, { min: 2, max: 2 }),
            p: s.pValue.toPrecision(2),
          }),
        )
        .join('; '),
    }),
  noRollbackImage: (versions: readonly string[]) =>
    fillMessage(m.stopNoRollbackImage, { versions: versions.join(', ') }),
  rolledBack: (devices: number) => fillMessage(m.stopRolledBack, { count: count(devices) }),
  rollbackNotSent: m.stopRollbackNotSent,
  /** An abort's reason when the person gave none (the rollout page then names who and when instead). */
  abortedBy: (userName: string) => fillMessage(m.stopAbortedBy, { name: userName }),
};

import type { Random } from './random';

/*
 * How simulated devices go wrong with FOTA (docs/mqtt.md, Simulator): every share is 0 unless
 * set, so a fleet without settings installs everything it is sent, as before.
 */

/** The failures a device reports, each at its natural stage. */
export const FOTA_FAILURE_REASONS = [
  'downloadFailed',
  'checksumMismatch',
  'signatureInvalid',
  'installFailed',
  'busy',
] as const;
export type FotaFailureReason = (typeof FOTA_FAILURE_REASONS)[number];

export interface FotaFaults {
  /** Share of FOTA commands (0–1) that fail for each reason, on top of real failures. */
  failureShares: Partial<Record<FotaFailureReason, number>>;
  /** Share of FOTA commands during whose download the device drops off (unclean) and never answers. */
  offlineMidDownload: number;
  /** Share of FOTA commands the device installs, reports success, then reverts: it reboots into its old version. */
  revert: number;
  /** While a cycle runs (washing, cooling at set point) a device refuses a FOTA with `busy`. */
  busyDuringCycle: boolean;
  /** Bad releases: versions whose devices, while running them, reboot and fault more often. */
  badRelease: { versions: readonly string[]; rebootsPerHour: number; faultsPerHour: number };
}

export const NO_FOTA_FAULTS: FotaFaults = {
  failureShares: {},
  offlineMidDownload: 0,
  revert: 0,
  busyDuringCycle: false,
  badRelease: { versions: [], rebootsPerHour: 0, faultsPerHour: 0 },
};

/** What this device will do with one FOTA command, drawn once when it arrives. */
export type FotaPlan = { fail: FotaFailureReason } | { offline: true } | { revert: boolean };

/** One draw against the shares laid end to end: a failure, going offline, or installing (and maybe reverting). */
export function planFota(random: () => number, faults: FotaFaults): FotaPlan {
  let u = random();
  for (const reason of FOTA_FAILURE_REASONS) {
    const share = faults.failureShares[reason] ?? 0;
    if (u < share) return { fail: reason };
    u -= share;
  }
  if (u < faults.offlineMidDownload) return { offline: true };
  u -= faults.offlineMidDownload;
  return { revert: u < faults.revert };
}

/** The shares laid end to end must fit in 1 (else later ones would silently shrink). */
export function checkFotaFaults(faults: FotaFaults): void {
  const unknown = Object.keys(faults.failureShares).filter(
    (r) => !FOTA_FAILURE_REASONS.includes(r as FotaFailureReason),
  );
  if (unknown.length > 0)
    throw new Error(`unknown FOTA failure reason ${unknown.join(', ')} (${FOTA_FAILURE_REASONS.join(', ')})`);
  const shares = [...Object.values(faults.failureShares), faults.offlineMidDownload, faults.revert];
  if (shares.some((s) => s === undefined || s < 0 || s > 1 || Number.isNaN(s)))
    throw new Error('every FOTA fault share is between 0 and 1');
  if (shares.reduce<number>((a, s) => a + (s ?? 0), 0) > 1)
    throw new Error('the FOTA fault shares add up to more than 1');
}

/** The fault code a bad release raises in a device's status (`errors`). */
export const BAD_RELEASE_FAULT = 'FW1';

/**
 * One report interval of a device running a bad release: whether it raises the fault code in
 * this report, and whether it reboots after it (each a Poisson event at its rate per hour).
 */
export function badReleaseTick(rng: Random, seconds: number, bad: FotaFaults['badRelease']) {
  const fault = bad.faultsPerHour > 0 && rng.within(seconds, 3600 / bad.faultsPerHour);
  const reboot = bad.rebootsPerHour > 0 && rng.within(seconds, 3600 / bad.rebootsPerHour);
  return { fault, reboot };
}

import type { FotaFaults } from './fota-faults';
import type { Log } from './log';

export interface DeviceSpec {
  deviceId: string;
  category: string;
  firmwareVersion: string;
  macAddress: string;
  /** Sent as `mo` in each report, as real devices do; left out when unknown. */
  modelNumber?: string;
}

export interface DeviceOptions {
  url: string;
  intervalMs: number;
  /** Spread of each interval, as a fraction (0.2: ±20%), so a fleet does not report in lockstep. */
  jitter: number;
  /** Chance, at each report, of dropping off for a while (half cleanly, half by losing the socket). */
  offlineProbability: number;
  offlineMs: [min: number, max: number];
  /** How FOTAs go wrong on this device (fota-faults.ts). */
  faults: FotaFaults;
  /** PEM public keys the device verifies firmware signatures with (the vendor's, built in). */
  firmwareKeys: readonly string[];
  fetch: typeof fetch;
  log: Log;
}

import { SimulatedDevice } from './device';
import { checkFotaFaults, type FotaFaults, NO_FOTA_FAULTS } from './fota-faults';
import { type Log, silentLog } from './log';
import type { DeviceSpec } from './types';

export interface FleetOptions {
  /** Broker URL, e.g. mqtt://127.0.0.1:1884. */
  url: string;
  devices: DeviceSpec[];
  /** Time between two reports of one device. */
  intervalMs: number;
  log?: Log;
  /** Spread of each interval, as a fraction (default 0.2: ±20%). */
  jitter?: number;
  /** Chance, at each report, that a device drops off for a while (default 0.01). */
  offlineProbability?: number;
  /** How long a device stays away (default 2 to 6 intervals). */
  offlineMs?: [min: number, max: number];
  /**
   * PEM public keys every device trusts for firmware signatures (a real device ships with its
   * vendor's); without any, each device refuses every FOTA with `signatureInvalid`.
   */
  firmwareKeys?: readonly string[];
  /** Chance that a FOTA install fails after a good download (default 0); the same as `fotaFaults.failureShares.installFailed`. */
  installFailureRate?: number;
  /** How FOTAs go wrong: failure shares per reason, offline mid-download, reverts, bad releases (default none). */
  fotaFaults?: Partial<FotaFaults>;
  /** How many devices connect at once while the fleet starts (default 100). */
  connectConcurrency?: number;
  /** Give up starting when a device is not connected by then (default 30 s). */
  connectTimeoutMs?: number;
  fetch?: typeof fetch;
}

export interface Fleet {
  devices: SimulatedDevice[];
  /** Each device says goodbye and disconnects. */
  stop(): Promise<void>;
}

function withTimeout(promise: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not connect within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Starts one MQTT client per device; resolves when all are connected (and reporting). */
/** The fleet's FOTA faults, every one not given none; installFailureRate counts as the installFailed share. */
export function fotaFaultsOf(options: Pick<FleetOptions, 'fotaFaults' | 'installFailureRate'>): FotaFaults {
  const given = options.fotaFaults ?? {};
  const faults: FotaFaults = {
    ...NO_FOTA_FAULTS,
    ...given,
    failureShares: {
      ...(options.installFailureRate ? { installFailed: options.installFailureRate } : {}),
      ...given.failureShares,
    },
    badRelease: { ...NO_FOTA_FAULTS.badRelease, ...given.badRelease },
  };
  checkFotaFaults(faults);
  return faults;
}

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const log = options.log ?? silentLog;
  const faults = fotaFaultsOf(options);
  const devices = options.devices.map(
    (spec) =>
      new SimulatedDevice(spec, {
        url: options.url,
        intervalMs: options.intervalMs,
        jitter: options.jitter ?? 0.2,
        offlineProbability: options.offlineProbability ?? 0.01,
        offlineMs: options.offlineMs ?? [options.intervalMs * 2, options.intervalMs * 6],
        faults,
        firmwareKeys: options.firmwareKeys ?? [],
        fetch: options.fetch ?? fetch,
        log,
      }),
  );
  const stop = async () => {
    await Promise.all(devices.map((d) => d.stop()));
  };
  const concurrency = options.connectConcurrency ?? 100;
  const timeoutMs = options.connectTimeoutMs ?? 30_000;
  try {
    // In waves, so a large fleet does not hit the broker with every CONNECT at once.
    for (let i = 0; i < devices.length; i += concurrency) {
      const wave = devices.slice(i, i + concurrency);
      await Promise.all(wave.map((d) => withTimeout(d.start(), timeoutMs, `device ${d.spec.deviceId}`)));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  log.info({ devices: devices.length, url: options.url }, 'device fleet started');
  return { devices, stop };
}

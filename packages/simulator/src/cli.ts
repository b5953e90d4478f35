#!/usr/bin/env -S npx tsx
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { publicKeysIn } from './firmware-signature';
import { startFleet } from './fleet';
import type { Log } from './log';
import type { DeviceSpec } from './types';

const usage = `Usage: npx tsx packages/simulator/src/cli.ts --url mqtt://127.0.0.1:1884 (--devices devices.json | --count N)
  --devices FILE          JSON array of { deviceId, category, firmwareVersion, macAddress }
  --count N               or N made-up devices (sim-0001..), with --category (default AC) and --fw (default 1.0)
  --interval MS           time between reports of one device (default 15000)
  --offline-probability P chance per report of dropping off for a while (default 0.01)
  --install-failure-rate P chance that a FOTA install fails (default 0)
  --fota-failures LIST    FOTA failure shares per reason, e.g. downloadFailed=0.03,busy=0.01 (default none;
                          downloadFailed, checksumMismatch, signatureInvalid, installFailed, busy)
  --offline-mid-download P share of FOTAs during whose download the device drops off, never answering (default 0)
  --revert P              share of FOTAs the device installs, then reverts to its old version (default 0)
  --busy-during-cycle     refuse a FOTA with busy while a cycle runs (washing, cooling at set point)
  --bad-release VERSION   a version whose devices reboot and fault more often (repeatable)
  --bad-release-reboots N reboots per hour on a bad release (default 6)
  --bad-release-faults N  fault codes (FW1) per hour on a bad release (default 6)
  --firmware-key FILE     PEM public key(s) the devices trust for firmware signatures (repeatable);
                          without one every FOTA is refused (e.g. DATA_DIR/signing-keys/panasonic.pub.pem)
  --verbose               log every device event`;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    devices: { type: 'string' },
    count: { type: 'string' },
    category: { type: 'string', default: 'AC' },
    fw: { type: 'string', default: '1.0' },
    interval: { type: 'string', default: '15000' },
    'offline-probability': { type: 'string', default: '0.01' },
    'install-failure-rate': { type: 'string', default: '0' },
    'fota-failures': { type: 'string', default: '' },
    'offline-mid-download': { type: 'string', default: '0' },
    revert: { type: 'string', default: '0' },
    'busy-during-cycle': { type: 'boolean', default: false },
    'bad-release': { type: 'string', multiple: true, default: [] },
    'bad-release-reboots': { type: 'string', default: '6' },
    'bad-release-faults': { type: 'string', default: '6' },
    'firmware-key': { type: 'string', multiple: true, default: [] },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

function madeUp(count: number): DeviceSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const mac = (n.toString(16).padStart(12, '0').match(/../g) ?? []).join(':').toUpperCase();
    return {
      deviceId: `sim-${String(n).padStart(4, '0')}`,
      category: values.category,
      firmwareVersion: values.fw,
      macAddress: mac,
    };
  });
}

function line(level: string, verbose: boolean) {
  return (obj: object, msg?: string) => {
    if (verbose || level !== 'debug')
      console.log(JSON.stringify({ level, time: new Date().toISOString(), msg, ...obj }));
  };
}

async function main() {
  if (values.help || !values.url || (!values.devices && !values.count)) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const devices: DeviceSpec[] = values.devices
    ? JSON.parse(readFileSync(values.devices, 'utf8'))
    : madeUp(Number.parseInt(values.count ?? '0', 10));
  const log: Log = {
    debug: line('debug', values.verbose),
    info: line('info', true),
    warn: line('warn', true),
    error: line('error', true),
  };
  const fleet = await startFleet({
    url: values.url,
    devices,
    intervalMs: Number(values.interval),
    offlineProbability: Number(values['offline-probability']),
    installFailureRate: Number(values['install-failure-rate']),
    fotaFaults: {
      failureShares: Object.fromEntries(
        values['fota-failures']
          .split(',')
          .filter((pair) => pair.includes('='))
          .map((pair) => pair.split('=').map((s) => s.trim()))
          .map(([reason, share]) => [reason, Number(share)]),
      ),
      offlineMidDownload: Number(values['offline-mid-download']),
      revert: Number(values.revert),
      busyDuringCycle: values['busy-during-cycle'],
      badRelease: {
        versions: values['bad-release'],
        rebootsPerHour: Number(values['bad-release-reboots']),
        faultsPerHour: Number(values['bad-release-faults']),
      },
    },
    firmwareKeys: values['firmware-key'].flatMap((file) => publicKeysIn(readFileSync(file, 'utf8'))),
    log,
  });
  const shutdown = async () => {
    await fleet.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config/config';

export const DEFAULT_SCALE_URL = 'postgres://postgres@127.0.0.1:5432/console_scale';

export interface ScaleOptions {
  url: string;
  dataDir: string;
  devices: number;
  users: number;
  logs: number;
  /** Every device in one category and brand (SCALE_ONE_PAIR=1): the firmware distribution's worst case. */
  onePair: boolean;
  /** Allow wiping a database that holds data not loaded by this seeder. */
  reset: boolean;
  /** Only (re)make the insights activity of a set already loaded (SCALE_INSIGHTS_ONLY=1). */
  insightsOnly: boolean;
}

const count = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
};

/** Flags win over SCALE_DEVICES / SCALE_USERS / SCALE_LOGS / SCALE_ONE_PAIR, which win over the QUALITY.md defaults. */
export function scaleOptions(argv: string[], env: Record<string, string | undefined>): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      devices: { type: 'string' },
      users: { type: 'string' },
      logs: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'one-pair': { type: 'boolean', default: false },
      'insights-only': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig(env);
  const users = count(values.users ?? env.SCALE_USERS, 200_000, '--users');
  if (users < 1) throw new Error('--users must be at least 1');
  return {
    url: config.DATABASE_URL ?? DEFAULT_SCALE_URL,
    dataDir: config.dataDir,
    devices: count(values.devices ?? env.SCALE_DEVICES, 1_000_000, '--devices'),
    users,
    logs: count(values.logs ?? env.SCALE_LOGS, 10_000_000, '--logs'),
    onePair: values['one-pair'] === true || env.SCALE_ONE_PAIR === '1',
    reset: values.reset ?? false,
    insightsOnly: values['insights-only'] === true || env.SCALE_INSIGHTS_ONLY === '1',
  };
}

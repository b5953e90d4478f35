import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoAccountsFile, DemoFixtures } from '@console/contracts/demo';
import type { Config } from '../../platform/config/config';
import { BAD_RELEASE } from './catalog';
import { SIMULATED_SERIALS_FILE } from './demo-files';
import type { DemoSummary } from './seed-demo-data';

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Where sent mail (password reset codes, incident reports) can be read. */
function mailLine(config: Config): string {
  const outbox = 'table mail_outbox';
  if (config.SMTP_URL) return `SMTP ${new URL(config.SMTP_URL).host} (copies in ${outbox})`;
  // Reset codes are sealed in the folder too (docs/decisions/0023): the command opens them.
  return config.mailDir
    ? `not sent (no SMTP_URL): in ${config.mailDir}; read the newest with \`npm run mail -- <address>\` (opens sealed reset codes)`
    : outbox;
}

/** What to try with phased rollouts (decision 0035): the approval and the seeded bad release. */
function rolloutLines(config: Config, accounts: DemoAccountsFile | null, simulated: number): string[] {
  const names = new Set(accounts?.accounts.map((a) => a.username));
  const lines: string[] = [];
  if (names.has('demo.l4') && names.has('demo.approver'))
    lines.push(
      '  a rollout over 10 % of a model waits for a second firmware person: demo.l4 creates, demo.approver approves',
    );
  const serials = join(config.dataDir, SIMULATED_SERIALS_FILE);
  if (simulated > 0 && existsSync(serials) && config.SIMULATOR_BAD_RELEASES.includes(BAD_RELEASE.version))
    lines.push(
      `  bad release ${BAD_RELEASE.version} of ${BAD_RELEASE.modelNumbers.join(', ')}: aim it at the simulated devices with the CSV of their`,
      `    serial numbers ${serials} and watch its health gate stop it (README)`,
    );
  return lines.length > 0 ? ['', 'Firmware rollouts:', ...lines] : [];
}

/** What a newcomer needs after `npm start`: where to sign in, with which accounts, what to search for. */
export function printWelcome(input: {
  config: Config;
  demo: DemoSummary | null;
  mqttUrl: string;
  simulated: number;
  /** Whether output goes to a person's terminal (default: stdout is a TTY). */
  terminal?: boolean;
}) {
  const { config } = input;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  const url = `http://${host}:${config.PORT}`;
  const accounts = readJson<DemoAccountsFile>(join(config.dataDir, 'demo-accounts.json'));
  const fixtures = readJson<DemoFixtures>(join(config.dataDir, 'demo-fixtures.json'));
  const lines = [
    '',
    `Console:   ${url}   (API docs ${url}/docs, health ${url}/healthz)`,
    `Database:  ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pg')}`}`,
    `MQTT:      ${input.mqttUrl}   (${input.simulated} simulated devices online)`,
    `Mail:      ${mailLine(config)}`,
  ];
  if (input.demo)
    lines.push(`Demo data: loaded ${input.demo.devices} devices, ${input.demo.endUsers} end users`);
  if (accounts && accounts.accounts.length > 0) {
    // Passwords and two-step secrets go to a person's terminal only, never to collected logs.
    const secrets = input.terminal ?? process.stdout.isTTY === true;
    lines.push('', `Demo accounts (tenant ${accounts.tenantKey}):`);
    for (const a of accounts.accounts) {
      const password = secrets ? a.password : '(password in the file below)';
      const totp = a.totpSecret && secrets ? `  TOTP secret ${a.totpSecret}` : '';
      lines.push(
        `  ${a.username.padEnd(18)} ${password}  level ${a.level}  ${a.roles.join(', ') || '(no role)'}${totp}`,
      );
    }
    lines.push(`  (${secrets ? 'also ' : ''}in ${join(config.dataDir, 'demo-accounts.json')})`);
  }
  lines.push(...rolloutLines(config, accounts, input.simulated));
  if (fixtures) {
    lines.push('', 'Try searching for:');
    for (const u of fixtures.users.slice(0, 3)) lines.push(`  user   ${u.mobile}  ${u.email}`);
    for (const d of fixtures.devices.slice(0, 4)) {
      lines.push(`  device ${d.deviceId}  ${d.macAddress}  ${d.productSerialNumber}  ${d.category}`);
    }
    for (const w of (fixtures.warrantyHomes ?? []).slice(0, 1)) {
      lines.push(`  user   ${w.mobile}  ${w.email}  (a home without devices: View warranty info)`);
    }
    lines.push(`  (also in ${join(config.dataDir, 'demo-fixtures.json')})`);
  }
  const signing = fixtures?.firmwareSigning;
  if (signing) {
    lines.push(
      '',
      `Firmware signing key (tenant ${signing.tenantId}; uploads need a signature by it):`,
      `  private ${signing.privateKeyPath}`,
      `  public  ${signing.publicKeyPath}`,
      `  sign:   openssl pkeyutl -sign -rawin -inkey ${signing.privateKeyPath} -in fw.ota.bin -out fw.ota.bin.sig`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

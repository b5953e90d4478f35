import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../platform/config/config';
import { printWelcome } from './welcome';

const dataDir = mkdtempSync(join(tmpdir(), 'welcome-'));
writeFileSync(
  join(dataDir, 'demo-accounts.json'),
  JSON.stringify({
    tenantKey: 'panasonic',
    accounts: [
      { username: 'demo.cs', password: 'Demo@1234', level: 1, roles: ['CS'], totpSecret: 'JBSWY3DP' },
    ],
  }),
);
const printed = (terminal: boolean, env: Record<string, string> = {}) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  printWelcome({
    config: loadConfig({ DATA_DIR: dataDir, ...env }),
    demo: null,
    mqttUrl: 'mqtt://x',
    simulated: 0,
    terminal,
  });
  return String(log.mock.calls[0]?.[0]);
};
afterEach(() => vi.restoreAllMocks());

describe('the start-up text', () => {
  it('shows demo passwords and two-step secrets on a terminal only, never in collected logs', () => {
    expect(printed(true)).toContain('Demo@1234');
    expect(printed(true)).toContain('JBSWY3DP');
    const logged = printed(false);
    expect(logged).toContain('demo.cs');
    expect(logged).not.toContain('Demo@1234');
    expect(logged).not.toContain('JBSWY3DP');
  });

  it('says how to try rollouts: who approves, and the bad release aimed at the simulated devices', () => {
    const dir = mkdtempSync(join(tmpdir(), 'welcome-rollouts-'));
    const account = (username: string) => ({
      username,
      password: 'x',
      level: 5,
      roles: ['CUSTOMERSUPPORTL4'],
    });
    writeFileSync(
      join(dir, 'demo-accounts.json'),
      JSON.stringify({ tenantKey: 'panasonic', accounts: [account('demo.l4'), account('demo.approver')] }),
    );
    writeFileSync(join(dir, 'simulated-serials.csv'), 'serialNumber\nS1\n');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    printWelcome({ config: loadConfig({ DATA_DIR: dir }), demo: null, mqttUrl: 'mqtt://x', simulated: 1 });
    const text = String(log.mock.calls[0]?.[0]);
    expect(text).toContain('demo.l4 creates, demo.approver approves');
    expect(text).toContain('bad release 9.99 of FZ-BLDC48');
    expect(text).toContain(join(dir, 'simulated-serials.csv'));
    // Without simulated devices there is nobody to roll it out to.
    expect(printed(false)).not.toContain('bad release');
  });

  it('says where mail is: the folder and the command that opens sealed reset codes, or the SMTP server', () => {
    const mail = (env?: Record<string, string>) => printed(false, env).match(/^Mail: .*$/m)?.[0];
    expect(mail()).toContain(join(dataDir, 'mail'));
    expect(mail()).toContain('npm run mail -- <address>');
    expect(mail({ SMTP_URL: 'smtp://mail.example:587' })).toBe(
      'Mail:      SMTP mail.example:587 (copies in table mail_outbox)',
    );
  });
});

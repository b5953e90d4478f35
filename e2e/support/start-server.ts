import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DemoAccountsFile, DemoFixtures } from '@console/contracts/demo';
import { freePort } from './free-port';

const root = resolve(import.meta.dirname, '../..');

/** A real server a test talks to: where it answers, its demo data, and how to stop it. */
export interface ConsoleServer {
  baseUrl: string;
  demoAccounts: DemoAccountsFile;
  demoFixtures: DemoFixtures;
  /** Without SMTP the server writes every mail here as an .eml file (docs/decisions/0007). */
  mailDir: string;
  /** Stops the server and deletes its data directory. */
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}\n${log()}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become healthy\n${log()}`);
}

/**
 * Starts the built server (as `npm start` runs it, after `npm run build`) on a fresh data
 * directory with demo data and the simulated fleet, `env` on top of the suite's settings.
 */
export async function startServer(env: Record<string, string>): Promise<ConsoleServer> {
  if (!existsSync(join(root, 'apps/console/dist/index.html'))) {
    throw new Error('apps/console/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'console-e2e-'));
  const port = await freePort();
  let output = '';
  // Its own process group, so stopping it stops whatever it started.
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MQTT_PORT: String(await freePort()),
      DEMO_DATA: '1',
      RESPONSE_CHECK: '1',
      CAPTCHA_DIFFICULTY: '2000',
      // Every test signs in from 127.0.0.1: the per-address limit is for people, not this suite.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // The demo's app users keep their notification preferences: tests count opt-outs exactly.
      SIMULATOR_PREFERENCE_SHARE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => output);
    const read = async <T>(name: string) => JSON.parse(await readFile(join(dataDir, name), 'utf8')) as T;
    return {
      baseUrl,
      demoAccounts: await read<DemoAccountsFile>('demo-accounts.json'),
      demoFixtures: await read<DemoFixtures>('demo-fixtures.json'),
      mailDir: join(dataDir, 'mail'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startChild, stopChild } from '../src/scale/bench-child';
import { TEST_SECRET_KEY } from './fixtures';

const serverEntry = new URL('../src/server.ts', import.meta.url).pathname;

/** A whole server process (server.ts), for the tests that need two of them or a kill -9. */
export interface ServerProcess {
  baseUrl: string;
  port: number;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** As a crash or the OOM killer does: no shutdown, no goodbye to the broker or the database. */
  kill(): Promise<void>;
  /** SIGTERM, waiting for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts server.ts on the real services with `env` on top of: no demo data, no simulated devices,
 * the test server key, a cheap captcha, warnings only, its own data dir. Resolves once /healthz
 * answers 200 (database, broker, jobs and files all up).
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'console-server-test-'));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const printed: string[] = [];
  let child: ChildProcess;
  try {
    child = await startChild(
      serverEntry,
      {
        PORT: String(listenPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        SIMULATED_DEVICES: '0',
        SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
        CAPTCHA_DIFFICULTY: '1000',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseUrl,
        ...env,
      },
      `${baseUrl}/healthz`,
      [],
      100,
      (text) => printed.push(text),
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${printed.join('')}`);
  }
  const cleanUp = () => rm(dataDir, { recursive: true, force: true });
  return {
    baseUrl,
    port: listenPort,
    output: () => printed.join(''),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      await cleanUp();
    },
    async stop() {
      await stopChild(child);
      await cleanUp();
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/scale/bench-child';

/**
 * A Mosquitto of the test's own (the machine's /usr/sbin/mosquitto), on a free port, saving its
 * sessions and queued messages to disk at every change: it can be killed and started again, as a
 * broker crash and restart go, without touching the broker other tests share.
 */
/** Debian's path (not always on a non-login PATH), else whatever PATH finds. */
const MOSQUITTO = existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto';

export async function startMosquitto() {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'mosquitto-test-'));
  const config = join(dir, 'mosquitto.conf');
  await writeFile(
    config,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      'autosave_on_changes true',
      'autosave_interval 1',
      'log_dest none',
    ].join('\n'),
  );
  let broker: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(MOSQUITTO, ['-c', config], { stdio: 'ignore' });
    broker = started;
    const failed = new Promise<never>((_, reject) => started.once('error', reject));
    await Promise.race([waitForPort(port), failed]);
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    /** SIGKILL: whatever was not saved yet is lost, as in a crash. */
    async kill() {
      const running = broker;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    start,
    async stop() {
      await this.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mosquitto did not listen on ${port}`);
}

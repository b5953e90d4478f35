import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The built server (`npm run build`), which the bench measures because `npm start` runs it. */
export function builtServer(): string {
  const entry = new URL('../../dist/server.js', import.meta.url).pathname;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  return entry;
}

/**
 * Runs an entry in its own process (so load and server do not share a core) until `ready`
 * answers. Its output goes to ours, or to `output` when given (a test keeps it for a failure).
 */
export async function startChild(
  entry: string,
  env: Record<string, string>,
  ready: string,
  nodeArgs: string[] = [],
  pollMs = 250,
  output?: (text: string) => void,
): Promise<ChildProcess> {
  // TypeScript through tsx; the built server (dist/*.js) with plain Node, as `npm start` runs it.
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
  });
  if (output) {
    child.stdout?.on('data', (chunk: Buffer) => output(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output(chunk.toString()));
  }
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${entry} exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      if ((await fetch(ready)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  child.kill();
  throw new Error(`${entry} did not answer ${ready} in time`);
}

/** Sends SIGTERM and waits for the exit (so its shutdown output lands before the bench ends). */
export function stopChild(child: ChildProcess, ms = 15_000): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

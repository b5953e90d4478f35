/**
 * autocannon in a process of its own: a bench whose process also does heavy work (the phased
 * rollout rig runs its engine and devices) would otherwise stall the load's clock and count its
 * own pauses as the server's latency. `loadInChild` runs this file and answers its figures.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Asked in turn. */
  paths: readonly string[];
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export function loadInChild(options: LoadOptions): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname], {
      env: { ...process.env, LOAD_OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as LoadFigures);
      else reject(new Error(`the load process exited with ${code}: ${out}`));
    });
  });
}

async function main(o: LoadOptions) {
  let next = 0;
  const result = await autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.seconds,
    headers: o.headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: o.paths[next++ % o.paths.length] }) }],
  });
  const figures: LoadFigures = {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(figures));
}

if (import.meta.url === `file://${process.argv[1]}`) await main(JSON.parse(process.env.LOAD_OPTIONS ?? '{}'));

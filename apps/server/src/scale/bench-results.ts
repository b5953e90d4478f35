import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';

type Row = Record<string, unknown> & { figure: string };

/** The figures compared with an earlier run: each number's change is printed. */
const COMPARED = [
  'requestsPerSecond',
  'p50Ms',
  'p99Ms',
  'throughputVsFloor',
  'throughputVsBare',
  'serverCpuMsPerRequest',
  'cpuVsFloor',
  'maxMs',
];

function readRows(file: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Row;
    rows.set(row.figure, row);
  }
  return rows;
}

/**
 * Where a bench run's figures go: one JSON line each on stdout, with the machine's load average
 * (a busy machine explains a low figure), and the same lines into `file` so a later run can be
 * compared with this one (`npm run bench -- --compare FILE` prints each figure's change).
 */
export function benchResults(file: string, compareWith?: string) {
  mkdirSync(dirname(file), { recursive: true });
  if (compareWith && !existsSync(compareWith)) throw new Error(`--compare: no such file ${compareWith}`);
  const before = compareWith ? readRows(compareWith) : undefined;
  console.log(`# figures: ${file}${compareWith ? `, compared with ${compareWith}` : ''}`);
  return function emit(figure: Row): void {
    const row = { ...figure, loadAverage1m: Number(loadavg()[0]?.toFixed(2)) };
    console.log(JSON.stringify(row));
    appendFileSync(file, `${JSON.stringify(row)}\n`);
    const old = before?.get(figure.figure);
    if (!old) return;
    const changes = COMPARED.filter(
      (k) => typeof row[k as keyof typeof row] === 'number' && typeof old[k] === 'number',
    ).map((k) => {
      const [a, b] = [old[k] as number, row[k as keyof typeof row] as number];
      const pct = a === 0 ? '' : ` (${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %)`;
      return `${k} ${a} → ${b}${pct}`;
    });
    if (changes.length) console.log(`#   ${figure.figure}: ${changes.join(', ')}`);
  };
}

/** The middle value (the lower of the two middles for an even count); 0 for none. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

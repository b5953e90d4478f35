import { readdirSync, readFileSync } from 'node:fs';

/*
 * CPU time and memory of processes, from /proc (Linux): unlike requests per second, CPU
 * milliseconds per request hardly move when other work shares the machine, so a figure's cost can
 * be compared with its floor's even on a busy machine.
 */

/** Linux's clock tick (getconf CLK_TCK), the unit of /proc/<pid>/stat times. */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds of one process so far (0 when it is gone). */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The pids of the `postgres` processes (the database's backends); with `database`, only those connected to it (their title names it). */
export function postgresPids(database?: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database && !readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      pids.push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return pids;
}

/**
 * CPU milliseconds so far of each process whose command is `postgres` (the database's backends);
 * with `database`, only the backends connected to it, so other work on the same PostgreSQL server
 * is not counted; with `pids`, only those (found before with postgresPids: reading them is cheap,
 * finding them reads every process's name).
 */
export function postgresCpuSnapshot(database?: string, pids = postgresPids(database)): Map<number, number> {
  const snapshot = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms > 0) snapshot.set(pid, ms);
  }
  return snapshot;
}

/**
 * PostgreSQL CPU milliseconds spent between two snapshots: per process, so a backend that exits in
 * between does not make the sum go down (its own time until then is lost, a small undercount).
 */
export function postgresCpuSince(before: Map<number, number>, database?: string, pids?: number[]): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuSnapshot(database, pids)) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Resident set size of a process in MB. */
function rssMb(pid: number): number {
  return Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  );
}

/**
 * Samples a process's RSS every 20 ms from now until `stop()`, which answers its level at the
 * start and its peak: what a download or an upload costs the server in memory.
 */
export function sampleRss(pid: number) {
  const idleRssMb = rssMb(pid);
  let peakRssMb = idleRssMb;
  const timer = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { serverIdleRssMb: idleRssMb, serverPeakRssMb: Math.max(peakRssMb, rssMb(pid)) };
    },
  };
}

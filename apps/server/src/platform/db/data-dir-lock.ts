import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** True when a process with this pid runs (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `dir/server.lock` for this process, so a second server cannot open the same embedded
 * database (PGlite has one writer: both would write and one write would be lost). A lock left by a
 * process that no longer runs (kill -9, power loss) is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder))
        throw new Error(
          `Another server (pid ${holder}) is using the embedded database in ${dir}. Stop it, or give this one its own DATA_DIR.`,
        );
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot take the lock ${file}`);
}

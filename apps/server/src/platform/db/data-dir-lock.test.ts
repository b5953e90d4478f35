import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const dir = () => mkdtempSync(join(tmpdir(), 'data-dir-lock-'));

describe('lockDataDir', () => {
  it('refuses a second server while the first runs, and frees the directory on release', async () => {
    const data = dir();
    // Another live process holds it (a child that waits, standing in for a second server).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeFileSync(join(data, 'server.lock'), String(other.pid));
    try {
      expect(() => lockDataDir(data)).toThrow(new RegExp(`Another server \\(pid ${other.pid}\\) is using`));
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once('exit', resolve));
    // Its holder is gone (as after kill -9): the lock is taken over.
    const release = lockDataDir(data);
    expect(readFileSync(join(data, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(data, 'server.lock'))).toBe(false);
  });
});

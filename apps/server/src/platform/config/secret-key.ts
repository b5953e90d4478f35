import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's 32-byte secret (secrets at rest, captcha signatures): from SECRET_KEY when set,
 * else generated once into DATA_DIR/secret.key so a restart keeps sessions and TOTP secrets readable.
 */
export function loadSecretKey(configured: string | undefined, dataDir: string): Buffer {
  const existing = readSecretKey(configured, dataDir);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(join(dataDir, 'secret.key'), key.toString('hex'), { mode: 0o600 });
  return key;
}

/** The key as `loadSecretKey` finds it, without making one (a tool reading the server's data). */
export function readSecretKey(configured: string | undefined, dataDir: string): Buffer | undefined {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = join(dataDir, 'secret.key');
  return existsSync(file) ? Buffer.from(readFileSync(file, 'utf8').trim(), 'hex') : undefined;
}

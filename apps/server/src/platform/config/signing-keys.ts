import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { publicKeysIn } from '@console/simulator/firmware-signature';

/**
 * FIRMWARE_SIGNING_KEYS: `tenantId=/path/to/keys.pem` pairs separated by `;`. Each file holds one
 * or more PEM public keys; a tenant may be named more than once. Read once at start: a missing
 * file, or one without a valid key, stops the start with the variable's name in the error.
 */
export function loadSigningKeys(value: string | undefined): ReadonlyMap<string, readonly string[]> {
  const keys = new Map<string, string[]>();
  for (const part of (value ?? '').split(';').map((p) => p.trim())) {
    if (!part) continue;
    const at = part.indexOf('=');
    if (at < 1) throw new Error(`FIRMWARE_SIGNING_KEYS entry "${part}" must be tenantId=path`);
    const tenantId = part.slice(0, at).trim().toLowerCase();
    const file = resolve(part.slice(at + 1).trim());
    let found: string[];
    try {
      found = publicKeysIn(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(
        `FIRMWARE_SIGNING_KEYS: cannot read a public key from ${file}: ${(error as Error).message}`,
      );
    }
    if (found.length === 0) throw new Error(`FIRMWARE_SIGNING_KEYS: ${file} holds no PEM public key`);
    keys.set(tenantId, [...(keys.get(tenantId) ?? []), ...found]);
  }
  return keys;
}

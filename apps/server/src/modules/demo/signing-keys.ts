import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirmwareSigningFixture } from '@console/contracts/demo';
import { newSigningKeyPair } from '@console/simulator/firmware-signature';

export interface DemoSigningKey {
  tenantId: string;
  publicKey: string;
  privateKey: string;
}

const keyDir = (dataDir: string) => join(dataDir, 'signing-keys');

/** Where a demo tenant's firmware signing key pair lives in DATA_DIR. */
export function signingKeyPaths(dataDir: string, tenantId: string) {
  return {
    privateKeyPath: join(keyDir(dataDir), `${tenantId}.key.pem`),
    publicKeyPath: join(keyDir(dataDir), `${tenantId}.pub.pem`),
  };
}

/**
 * Each demo tenant's Ed25519 firmware signing key pair, generated once into DATA_DIR/signing-keys/
 * (the private key readable by its owner only) and read back on later starts, so the key that
 * signed the demo images still signs new uploads after a restart (docs/decisions/0017).
 */
export function demoSigningKeys(dataDir: string, tenantIds: readonly string[]): DemoSigningKey[] {
  mkdirSync(keyDir(dataDir), { recursive: true });
  return tenantIds.map((tenantId) => {
    const { privateKeyPath, publicKeyPath } = signingKeyPaths(dataDir, tenantId);
    if (existsSync(privateKeyPath) && existsSync(publicKeyPath)) {
      return {
        tenantId,
        privateKey: readFileSync(privateKeyPath, 'utf8'),
        publicKey: readFileSync(publicKeyPath, 'utf8'),
      };
    }
    const pair = newSigningKeyPair();
    writeFileSync(privateKeyPath, pair.privateKey, { mode: 0o600 });
    writeFileSync(publicKeyPath, pair.publicKey);
    return { tenantId, ...pair };
  });
}

/** The main tenant's key files for demo-fixtures.json; none when DATA_DIR does not hold them. */
export function signingFixture(dataDir: string, tenantId: string): FirmwareSigningFixture | undefined {
  const paths = signingKeyPaths(dataDir, tenantId);
  return existsSync(paths.privateKeyPath) ? { tenantId, ...paths } : undefined;
}

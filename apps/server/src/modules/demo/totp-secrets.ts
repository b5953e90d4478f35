import { sealSecret } from '../../platform/auth/secret-box';
import type { Rng } from './prng';
import { MAIN_TENANT_ID } from './tenants';

/** Main-tenant accounts left without two-step: demo.l2 shows the "enable MFA" alert, demo.norole is refused. */
const WITHOUT_TWO_STEP = new Set(['demo.l2', 'demo.norole']);

export const hasDemoTotp = (spec: { tenantId: string; username: string }) =>
  spec.tenantId === MAIN_TENANT_ID && !WITHOUT_TWO_STEP.has(spec.username);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps take a key. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A 20-byte TOTP secret drawn from the seeded stream: the same on every machine and run. */
export const demoTotpSecret = (rng: Rng) => base32(Uint8Array.from({ length: 20 }, () => rng.int(0, 255)));

/** Enrols demo accounts: a stream of its own (so the other demo data keeps its ids) and the server key. */
export interface TotpEnrolment {
  rng: Rng;
  secretKey: Buffer;
}

export function enrol(enrolment: TotpEnrolment) {
  const secret = demoTotpSecret(enrolment.rng);
  return { secret, sealed: sealSecret(enrolment.secretKey, secret) };
}

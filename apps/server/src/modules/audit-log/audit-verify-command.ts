import { auditChainText } from '@console/contracts/audit-log';
import { fillMessage, messages } from '@console/contracts/messages';
import type { Db } from '../../platform/db/client';
import { verifyAuditChain } from './audit-chain';
import { findChainHash, findChainTenants } from './audit-chain.queries';

export const AUDIT_VERIFY_USAGE =
  'usage: npm run audit:verify [-- --tenant <id> [--expect <chain number>:<hash>]]';

interface Anchor {
  seq: number;
  hash: string;
}

/** `--tenant <id>` (else every chain), `--expect <seq>:<hash>` (a head kept from before; needs a tenant). */
export function parseVerifyArgs(argv: readonly string[]): { tenant?: string; anchor?: Anchor } {
  const options: { tenant?: string; anchor?: Anchor } = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--tenant' && value) options.tenant = value;
    else if (flag === '--expect' && /^\d+:[0-9a-f]{64}$/.test(value ?? '')) {
      const [seq, hash] = (value as string).split(':') as [string, string];
      options.anchor = { seq: Number(seq), hash };
    } else throw new Error(AUDIT_VERIFY_USAGE);
  }
  if (options.anchor && options.tenant === undefined) throw new Error(AUDIT_VERIFY_USAGE);
  return options;
}

async function anchorText(db: Db, tenant: string, anchor: Anchor): Promise<[boolean, string]> {
  const found = await findChainHash(db, tenant, anchor.seq);
  if (found === anchor.hash) return [true, fillMessage(messages.auditAnchorHolds, { ...anchor })];
  if (found === null) return [false, fillMessage(messages.auditAnchorMissing, { ...anchor })];
  return [false, fillMessage(messages.auditAnchorChanged, { ...anchor, found })];
}

/**
 * `npm run audit:verify` (decision 0037): walks each chain (or the one tenant's), prints one line per
 * chain, the verdict and its newest entry, and an anchor's check; answers the exit code, 1 when any
 * chain has a problem or the anchor does not hold.
 */
export async function runAuditVerify(
  db: Db,
  argv: readonly string[],
  print: (line: string) => void,
): Promise<number> {
  const { tenant, anchor } = parseVerifyArgs(argv);
  const chains = tenant === undefined ? await findChainTenants(db) : [tenant];
  let failed = false;
  if (chains.length === 0) print(messages.auditChainEmpty);
  for (const chain of chains) {
    const result = await verifyAuditChain(db, chain);
    if (result.problem) failed = true;
    print(`${chain ?? messages.auditNoTenant}: ${auditChainText(result).join(' ')}`);
  }
  if (anchor && tenant !== undefined) {
    const [holds, text] = await anchorText(db, tenant, anchor);
    if (!holds) failed = true;
    print(`${tenant}: ${text}`);
  }
  return failed ? 1 : 0;
}

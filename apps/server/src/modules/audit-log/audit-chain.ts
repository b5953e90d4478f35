import type { AuditChainProblem, AuditChainResult } from '@console/contracts/audit-log';
import type { Db } from '../../platform/db/client';
import { type ChainHead, type ChainLink, findChainHead, findChainLinks } from './audit-chain.queries';

/** What a chain's first entry holds as the previous entry's hash. */
export const GENESIS_HASH = '0'.repeat(64);

/** Entries read and checked per statement. */
const CHUNK = 5_000;

/**
 * Follows a chain's entries in chain order and keeps the first problem (decision 0037): a missing
 * number is a removal (the entry after it names where); an entry whose fields no longer give its
 * hash was changed; an intact entry whose record of the previous hash is not that entry's hash
 * means one of the two was rewritten with a new hash (relinked). Each problem is counted once: after
 * a removal the next link cannot match, and a changed entry's stored hash still links the next.
 */
export function chainWalker() {
  let expected = 1;
  let previous: { id: number; hash: string } | null = null;
  let checked = 0;
  let problems = 0;
  let first: AuditChainProblem | null = null;
  const found = (problem: AuditChainProblem) => {
    problems++;
    first ??= problem;
  };
  return {
    step(link: ChainLink) {
      checked++;
      if (link.seq > expected)
        found({ kind: 'removed', fromSeq: expected, toSeq: link.seq - 1, beforeEntryId: link.id });
      if (!link.intact) found({ kind: 'changed', entryId: link.id, seq: link.seq });
      else if (link.seq <= expected && link.prevHash !== (previous?.hash ?? GENESIS_HASH))
        found(
          previous
            ? { kind: 'relinked', entryId: link.id, seq: link.seq, previousEntryId: previous.id }
            : // The first entry holds no previous hash but the zeros: its own was written again.
              { kind: 'changed', entryId: link.id, seq: link.seq },
        );
      expected = link.seq + 1;
      previous = { id: link.id, hash: link.hash };
    },
    get checked() {
      return checked;
    },
    result(head: ChainHead | null): AuditChainResult {
      return { checked, head, problem: first, problems };
    },
  };
}

/**
 * Walks a tenant's chain up to its newest entry when the walk begins (entries added meanwhile are
 * left for the next walk), a chunk at a time: `{ checked }` after each full chunk, then the result.
 */
export async function* walkAuditChain(
  db: Db,
  tenantId: string | null,
  chunk = CHUNK,
): AsyncGenerator<{ checked: number } | { result: AuditChainResult }> {
  const head = await findChainHead(db, tenantId);
  const walker = chainWalker();
  if (head) {
    let afterSeq = 0;
    for (;;) {
      const links = await findChainLinks(db, tenantId, { afterSeq, lastSeq: head.seq }, chunk);
      for (const link of links) walker.step(link);
      const last = links.at(-1);
      if (!last || links.length < chunk) break;
      afterSeq = last.seq;
      yield { checked: walker.checked };
    }
  }
  yield { result: walker.result(head) };
}

/** The whole walk's result (the command line's verification). */
export async function verifyAuditChain(db: Db, tenantId: string | null): Promise<AuditChainResult> {
  for await (const line of walkAuditChain(db, tenantId)) if ('result' in line) return line.result;
  throw new Error('the walk ended without a result');
}

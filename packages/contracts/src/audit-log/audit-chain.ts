import { z } from 'zod';
import { fillMessage } from '../messages/fill-message';
import { auditLogMessages as m } from './audit-log.messages';

/*
 * Verifying a tenant's audit chain (docs/decisions/0037-audit-chain.md): each entry holds the hash
 * of the one before it in its tenant; a walk in chain order names the first entry that was changed
 * or removed. Our own call (the spec has none), answered as NDJSON: a `{ checked }` line after each
 * chunk walked (long chains show progress and keep the connection busy), then one `{ result }`.
 */

const base = '/simplifi/v1/auditManagement';

export const AuditChainProblem = z.discriminatedUnion('kind', [
  /** The entry's fields no longer give the hash it was recorded with. */
  z.object({ kind: z.literal('changed'), entryId: z.number(), seq: z.number() }),
  /** Chain numbers `fromSeq`…`toSeq` are missing: the entries before `beforeEntryId` were deleted. */
  z.object({
    kind: z.literal('removed'),
    fromSeq: z.number(),
    toSeq: z.number(),
    beforeEntryId: z.number(),
  }),
  /** The entry's record of the previous entry's hash is not that entry's hash, though both are intact. */
  z.object({
    kind: z.literal('relinked'),
    entryId: z.number(),
    seq: z.number(),
    previousEntryId: z.number(),
  }),
]);
export type AuditChainProblem = z.infer<typeof AuditChainProblem>;

export const AuditChainResult = z.object({
  /** Entries walked. */
  checked: z.number(),
  /** The newest entry when the walk began (later entries are not walked); null: no entries. */
  head: z.object({ seq: z.number(), entryId: z.number(), hash: z.string() }).nullable(),
  /** The first problem in chain order; null: the chain is intact. */
  problem: AuditChainProblem.nullable(),
  /** Problems found in all. */
  problems: z.number(),
});
export type AuditChainResult = z.infer<typeof AuditChainResult>;

/** One line of the answer: progress, or the result (the last line). */
export const AuditChainLine = z.union([
  z.object({ checked: z.number() }),
  z.object({ result: AuditChainResult }),
]);
export type AuditChainLine = z.infer<typeof AuditChainLine>;

/** Walks the caller's tenant's chain; recorded in the audit log itself with its result. */
export const verifyAuditChain = {
  method: 'POST',
  path: `${base}/chain/verify`,
  // It changes nothing but the audit log (as an export does): a read-only token may verify.
  reads: true,
  response: AuditChainLine,
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/** The first problem in the catalogue's words. */
export function auditChainProblemText(problem: AuditChainProblem): string {
  switch (problem.kind) {
    case 'changed':
      return fillMessage(m.auditChainChanged, { id: problem.entryId, seq: count(problem.seq) });
    case 'removed':
      return fillMessage(
        problem.fromSeq === problem.toSeq ? m.auditChainRemovedOne : m.auditChainRemovedMany,
        {
          from: count(problem.fromSeq),
          to: count(problem.toSeq),
          before: problem.beforeEntryId,
        },
      );
    case 'relinked':
      return fillMessage(m.auditChainRelinked, {
        id: problem.entryId,
        seq: count(problem.seq),
        previous: problem.previousEntryId,
      });
  }
}

/** What a verification found, in the catalogue's words: the verdict, then the newest entry. */
export function auditChainText(result: AuditChainResult): string[] {
  if (!result.head) return [m.auditChainEmpty];
  const verdict = result.problem
    ? [
        auditChainProblemText(result.problem),
        ...(result.problems > 1
          ? [fillMessage(m.auditChainMoreProblems, { count: count(result.problems) })]
          : []),
      ]
    : [fillMessage(m.auditChainIntact, { checked: count(result.checked) })];
  const { seq, entryId, hash } = result.head;
  return [...verdict, fillMessage(m.auditChainHead, { seq: count(seq), id: entryId, hash })];
}

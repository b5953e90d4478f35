import { describe, expect, it } from 'vitest';
import { auditChainText } from './audit-chain';

const head = { seq: 12_345, entryId: 99, hash: 'ab'.repeat(32) };
const newest = `Newest entry #12,345 (ID 99), hash ${'ab'.repeat(32)}.`;

describe('what a verification found, in words', () => {
  it('says the chain is intact, or that there is nothing to check', () => {
    expect(auditChainText({ checked: 12_345, head, problem: null, problems: 0 })).toEqual([
      'The chain is intact; entries checked: 12,345.',
      newest,
    ]);
    expect(auditChainText({ checked: 0, head: null, problem: null, problems: 0 })).toEqual([
      'There are no entries to check yet.',
    ]);
  });

  it('names the first entry changed, removed or relinked, and how many problems in all', () => {
    const text = (problem: Parameters<typeof auditChainText>[0]['problem'], problems = 1) =>
      auditChainText({ checked: 10, head, problem, problems })[0];
    expect(text({ kind: 'changed', entryId: 7, seq: 1_200 })).toBe(
      'Entry 7 (#1,200 of the chain) was changed after it was recorded.',
    );
    expect(text({ kind: 'removed', fromSeq: 4, toSeq: 4, beforeEntryId: 8 })).toBe(
      'Entry #4 of the chain was removed; it came before entry 8.',
    );
    expect(text({ kind: 'removed', fromSeq: 4, toSeq: 6, beforeEntryId: 8 })).toBe(
      'Entries #4 to #6 of the chain were removed; they came before entry 8.',
    );
    expect(text({ kind: 'relinked', entryId: 9, seq: 5, previousEntryId: 3 })).toContain(
      'Entry 9 (#5 of the chain) does not follow entry 3',
    );
    expect(
      auditChainText({ checked: 10, head, problem: { kind: 'changed', entryId: 7, seq: 2 }, problems: 3 })[1],
    ).toBe('3 problems found in all; the first is named above.');
  });
});

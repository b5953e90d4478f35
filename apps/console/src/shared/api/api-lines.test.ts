// @vitest-environment jsdom
import { verifyAuditChain } from '@console/contracts/audit-log';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiLines } from './api-lines';

afterEach(() => vi.unstubAllGlobals());

/** An answer that arrives in these pieces, as a streamed body does. */
function streamed(pieces: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  vi.stubGlobal('fetch', async () => new Response(body, { status: 200 }));
}

describe('apiLines', () => {
  it('hands over each NDJSON line as it completes, whatever pieces the body arrives in', async () => {
    const result = { checked: 7, head: null, problem: null, problems: 0 };
    streamed(['{"checked":3}\n{"chec', 'ked":6}\n', `{"result":${JSON.stringify(result)}}`]);
    const lines: unknown[] = [];
    await apiLines(verifyAuditChain, {}, (line) => lines.push(line));
    expect(lines).toEqual([{ checked: 3 }, { checked: 6 }, { result }]);
  });

  it('refuses a line the descriptor does not describe', async () => {
    streamed(['{"nonsense":true}\n']);
    await expect(apiLines(verifyAuditChain, {}, () => {})).rejects.toThrow();
  });
});

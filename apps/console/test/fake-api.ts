import { vi } from 'vitest';
import type { z } from 'zod';
import type { Descriptor } from '@/shared/api/api-call';

type Params = Record<string, string>;
type AnswerOf<D> = D extends { response: infer S extends z.ZodType } ? z.input<S> : undefined;

/** What a handler is asked: the path's parameters, the query and the body sent. */
export interface FakeRequest {
  params: Params;
  query: URLSearchParams;
  body: unknown;
}

interface Answer {
  descriptor: Descriptor;
  handle: (req: FakeRequest) => unknown;
}

/**
 * One endpoint answered in a test. The answer is parsed with the descriptor's own response
 * schema before it is sent, so a test cannot feed a screen what the server could not send.
 * A handler may throw a `FakeStatus` to answer with an error status.
 */
export function answer<D extends Descriptor>(
  descriptor: D,
  handle: (req: FakeRequest) => AnswerOf<D>,
): Answer {
  return { descriptor, handle };
}

export class FakeStatus {
  constructor(
    readonly status: number,
    readonly body: unknown = {},
  ) {}
}

function match(d: Descriptor, method: string, pathname: string): Params | null {
  if (d.method !== method) return null;
  const names: string[] = [];
  const pattern = d.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Calls no answer matched during the current test; test/setup.ts fails the test when any is left. */
const unanswered: string[] = [];

/** The calls no answer matched since the last take (and forgets them). */
export function takeUnansweredCalls(): string[] {
  return unanswered.splice(0);
}

/**
 * Replaces `fetch` with the given answers for this test (undone after it, test/setup.ts). A call no
 * answer matches fails the test (after it, from test/setup.ts: the screen's query swallows the
 * rejection itself): every request a screen makes is one the test expects.
 * Returns the requests made, in order.
 */
export function fakeApi(...answers: Answer[]): { method: string; url: string; body: unknown }[] {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: `${url.pathname}${url.search}`, body });
    for (const { descriptor, handle } of answers) {
      const params = match(descriptor, method, url.pathname);
      if (!params) continue;
      try {
        const result = handle({ params, query: url.searchParams, body });
        if (!descriptor.response) return new Response(null, { status: 204 });
        return json(200, descriptor.response.parse(result));
      } catch (error) {
        if (error instanceof FakeStatus) return json(error.status, error.body);
        throw error;
      }
    }
    unanswered.push(`${method} ${url.pathname}`);
    throw new Error(`No fake answer for ${method} ${url.pathname}`);
  });
  return calls;
}

import type { TimelineLiveMessage } from '@console/contracts/timeline';
import { useEffect, useState } from 'react';
import { statusOf } from '@/shared/api/api-error';
import type { TimelineSubject } from '../api/keys';
import { watchTimeline } from '../api/watch-timeline';

/** Live messages a panel keeps, newest first. */
const KEPT = 50;
/** Waits before opening the stream again: after an end or a drop, growing to a minute. */
const RETRY_MS = [1_000, 3_000, 10_000, 30_000, 60_000];

export type LiveState = 'connecting' | 'ready' | 'retrying' | 'refused';

/**
 * The subject's live tail while `on`: its messages (newest first) and where the stream stands. The
 * stream is opened again when the server ends it (its lifetime, a restart) or it drops, after a
 * growing wait; a refusal other than 503 (no session, no such device) ends the tail.
 */
export function useLiveTail({ type, id }: TimelineSubject, on: boolean) {
  const [messages, setMessages] = useState<TimelineLiveMessage[]>([]);
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!on) return;
    const subject: TimelineSubject = { type, id };
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      setState(attempt === 0 ? 'connecting' : 'retrying');
      watchTimeline(
        subject,
        {
          onReady: () => {
            attempt = 0;
            setState('ready');
          },
          onMessage: (message) => setMessages((kept) => [message, ...kept].slice(0, KEPT)),
        },
        controller.signal,
      )
        .catch((error: unknown) => {
          const status = statusOf(error);
          if (controller.signal.aborted || (status !== undefined && status !== 503 && status !== 0)) {
            throw error;
          }
        })
        .then(
          () => {
            if (controller.signal.aborted) return;
            setState('retrying');
            timer = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
          },
          () => {
            if (!controller.signal.aborted) setState('refused');
          },
        );
    };
    open();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [type, id, on]);

  return { messages, state };
}

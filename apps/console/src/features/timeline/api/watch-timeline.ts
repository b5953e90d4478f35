import {
  TIMELINE_LIVE_EVENTS,
  TimelineLiveMessage,
  watchDeviceTimeline,
  watchHomeTimeline,
} from '@console/contracts/timeline';
import { headersOf, urlOf } from '@/shared/api/api-call';
import { ApiError } from '@/shared/api/api-error';
import { expireSession } from '@/shared/session/expire-session';
import type { TimelineSubject } from './keys';

export interface LiveHandlers {
  /** Subscribed: messages from now on arrive. */
  onReady(): void;
  onMessage(message: TimelineLiveMessage): void;
}

/**
 * The live tail of a subject, read with fetch (an EventSource cannot send the session's headers):
 * resolves when the server ends the stream or the connection drops, rejects with the answer's
 * error when it is refused (a 401 ends the session, as every call's does).
 */
export async function watchTimeline(subject: TimelineSubject, handlers: LiveHandlers, signal: AbortSignal) {
  const url =
    subject.type === 'device'
      ? urlOf(watchDeviceTimeline, { params: { id: subject.id } })
      : urlOf(watchHomeTimeline, { params: { homeId: subject.id } });
  const headers = headersOf({});
  headers.set('Accept', 'text/event-stream');
  const res = await fetch(url, { headers, signal });
  if (!res.ok || !res.body) {
    if (res.status === 401) expireSession();
    throw await ApiError.fromResponse(res);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      dispatch(buffer.slice(0, cut), handlers);
      buffer = buffer.slice(cut + 2);
    }
  }
}

/** One event block (`event:` and `data:` lines; comments are heartbeats). */
function dispatch(block: string, handlers: LiveHandlers) {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (event === TIMELINE_LIVE_EVENTS.ready) handlers.onReady();
  if (event !== TIMELINE_LIVE_EVENTS.message || data === undefined) return;
  const parsed = TimelineLiveMessage.safeParse(JSON.parse(data));
  if (parsed.success) handlers.onMessage(parsed.data);
}

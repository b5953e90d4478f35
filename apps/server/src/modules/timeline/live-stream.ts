import { TIMELINE_LIVE_EVENTS } from '@console/contracts/timeline';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../../platform/auth/guard';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { authenticate, hashToken } from '../../platform/auth/sessions';
import { sessionPolicy } from '../../platform/context';
import { tooMany, unavailable } from '../../platform/http/errors';
import { openEventStream } from '../../platform/http/event-stream';
import { liveMessageOf } from './live-messages';
import type { TimelineDeps } from './timeline.deps';

/*
 * The live tail's answer: an event stream of the subject's devices' MQTT messages, each read and
 * redacted for the caller as the pages are. Bounded per server and per person; re-checks the
 * session at each heartbeat and ends after a lifetime (the console opens it again, through the guard).
 */

/** Streams one server holds at most, and one person. */
const MAX_STREAMS = 500;
const MAX_STREAMS_PER_PERSON = 5;
const LIFETIME_MS = 10 * 60_000;

export function createLiveStreams(deps: Pick<TimelineDeps, 'config' | 'db' | 'liveTail' | 'timeline'>) {
  const { db, liveTail } = deps;
  const policy = sessionPolicy(deps.config);
  // Under the idle limit (HTTP_IDLE_TIMEOUT_SECONDS), which would otherwise close a quiet stream.
  const heartbeatMs = Math.min(15_000, (deps.config.HTTP_IDLE_TIMEOUT_SECONDS * 1000) / 2);
  const perPerson = new Map<string, number>();
  const open = new Set<() => void>();

  return {
    /** Ends every open stream (the server is closing: a stream would hold its close up). */
    closeAll() {
      for (const close of [...open]) close();
    },

    async answer(request: FastifyRequest, reply: FastifyReply, auth: RequestAuth, deviceIds: string[]) {
      if (!liveTail.available()) throw unavailable('timelineLiveUnavailable');
      if (open.size >= MAX_STREAMS) throw unavailable('timelineTooManyWatchers');
      const mine = perPerson.get(auth.userId) ?? 0;
      if (mine >= MAX_STREAMS_PER_PERSON) throw tooMany('timelineTooManyWatchers');
      const access = await deps.timeline.kindsFor(auth);
      const tokenHash = hashToken(sessionTokenOf(request));

      perPerson.set(auth.userId, mine + 1);
      const stream = openEventStream(request, reply, {
        heartbeatMs,
        lifetimeMs: LIFETIME_MS,
        endEvent: TIMELINE_LIVE_EVENTS.end,
        stillAllowed: async () => (await authenticate(db, tokenHash, policy)) !== null,
      });
      const close = () => stream.close('closing');
      open.add(close);
      let unwatch: (() => void) | undefined;
      void stream.closed.then(() => {
        open.delete(close);
        const left = (perPerson.get(auth.userId) ?? 1) - 1;
        if (left > 0) perPerson.set(auth.userId, left);
        else perPerson.delete(auth.userId);
        unwatch?.();
      });
      try {
        const stop = await liveTail.watch(deviceIds, (deviceId, topic, payload) => {
          const message = liveMessageOf(deviceId, topic, payload, access);
          if (message) stream.send(TIMELINE_LIVE_EVENTS.message, message);
        });
        if (stream.isClosed()) stop();
        else unwatch = stop;
        stream.send(TIMELINE_LIVE_EVENTS.ready, { deviceIds });
      } catch {
        stream.close('unavailable');
      }
      return reply;
    },
  };
}

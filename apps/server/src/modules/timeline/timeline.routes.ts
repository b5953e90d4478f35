import {
  getDeviceTimeline,
  getHomeTimeline,
  watchDeviceTimeline,
  watchHomeTimeline,
} from '@console/contracts/timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { routeOptions } from '../../platform/http/route-options';
import { createLiveStreams } from './live-stream';
import type { TimelineDeps } from './timeline.deps';

/*
 * A device's and a home's timeline (issue 32), as pages and as a live tail. Access is Device
 * Info's and the home report's: a device for whoever may look it up (deviceLookup), in their scope;
 * a home for whoever may view homes (viewHomes). Within that, each kind of event follows the rule of
 * the screen that shows it elsewhere (timelineKindsFor in contracts).
 */
const tags = ['timeline'];

export const timelineRoutes =
  (deps: TimelineDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { timeline } = deps;
    const live = createLiveStreams(deps);
    const device = deps.guard('deviceLookup');
    const home = deps.guard('viewHomes');
    // Open streams would hold the server's close up: they end first.
    app.addHook('preClose', (done) => {
      live.closeAll();
      done();
    });

    app.get(
      getDeviceTimeline.path,
      routeOptions(getDeviceTimeline, { tags, preValidation: device }),
      async (request) => {
        const auth = authOf(request);
        return timeline.page(auth, await timeline.deviceSubject(auth, request.params.id), request.query);
      },
    );

    app.get(
      getHomeTimeline.path,
      routeOptions(getHomeTimeline, { tags, preValidation: home }),
      async (request) => {
        const auth = authOf(request);
        return timeline.page(auth, await timeline.homeSubject(auth, request.params.homeId), request.query);
      },
    );

    app.get(
      watchDeviceTimeline.path,
      routeOptions(watchDeviceTimeline, { tags, preValidation: device }),
      async (request, reply) => {
        const auth = authOf(request);
        const subject = await timeline.deviceSubject(auth, request.params.id);
        return live.answer(request, reply, auth, subject.deviceIds);
      },
    );

    app.get(
      watchHomeTimeline.path,
      routeOptions(watchHomeTimeline, { tags, preValidation: home }),
      async (request, reply) => {
        const auth = authOf(request);
        const subject = await timeline.homeSubject(auth, request.params.homeId);
        return live.answer(request, reply, auth, subject.deviceIds);
      },
    );
  };

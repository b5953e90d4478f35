import { defineModule } from '../../platform/module';
import { connectServerClient } from '../../platform/mqtt/mqtt-client';
import { createTimelineServices, type TimelineContext } from './timeline.deps';
import { timelineRoutes } from './timeline.routes';

/**
 * A device's and a home's timeline, and their live tail. Its workers give the tail an MQTT
 * client of its own (live-tail.ts says why not the ingest's) and take it away at stop.
 */
export const timelineModule = defineModule({
  name: 'timeline',
  services: (ctx: TimelineContext) => createTimelineServices(ctx),
  routes: timelineRoutes,
  workers: (deps, runtime) => {
    let end: (() => Promise<void>) | undefined;
    return {
      async start() {
        if (!runtime.mqtt) return;
        const { client, release } = await connectServerClient(runtime.mqtt.url, runtime.log);
        deps.liveTail.attach(client);
        release();
        end = async () => {
          deps.liveTail.attach(undefined);
          await client.endAsync();
        };
      },
      async stop() {
        await end?.();
        end = undefined;
      },
    };
  },
});

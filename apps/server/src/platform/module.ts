import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MqttClient } from 'mqtt';
import type { Log } from './mqtt/log';

/**
 * What an area writes in its `index.ts`: its name, the services it owns, its routes and workers.
 * `Context` is the narrow slice of what the composition root hands every area (the platform's
 * pieces, platform/context.ts, and the few services several areas share, modules/context.ts) that
 * this area uses; `Services` is what its `services` step builds from it. Routes and workers receive
 * both as one object, made once per app, so they share one instance of each service.
 */
export interface ModuleDefinition<Context, Services extends object = object> {
  /** The area's folder name; tests start an area's workers, and find its services, by it. */
  name: string;
  /** Builds the services the area's routes and workers share (once per app). */
  services?: (ctx: Context) => Services;
  /** The area's HTTP routes, registered in list order. */
  routes?: (deps: Context & Services) => FastifyPluginAsyncZod;
  /** Background work that runs beside the HTTP server (ingest, sweepers, schedules). */
  workers?: (deps: Context & Services, runtime: ModuleRuntime) => ModuleWorkers;
}

/** An area as the list (modules/index.ts) holds it: made for one app by `make`. */
export interface AreaModule<Context, Services extends object = object> {
  name: string;
  make(ctx: Context): Area<Services>;
}

/** One area made for one app: its services built, its routes ready to register, its workers to start. */
export interface Area<Services extends object = object> {
  name: string;
  services: Services;
  routes?: FastifyPluginAsyncZod;
  workers?: (runtime: ModuleRuntime) => ModuleWorkers;
}

/**
 * An area's definition as the list holds it. Without a `services` step, `Context` is what its
 * routes and workers take; with one, it is what the step takes (name it there).
 */
export function defineModule<Context, Services extends object>(
  definition: ModuleDefinition<Context, Services> & { services: (ctx: Context) => Services },
): AreaModule<Context, Services>;
export function defineModule<Context>(
  definition: Omit<ModuleDefinition<Context>, 'services'>,
): AreaModule<Context>;
export function defineModule<Context, Services extends object>(
  definition: ModuleDefinition<Context, Services>,
): AreaModule<Context, Services> {
  const { name, services, routes, workers } = definition;
  return {
    name,
    make(ctx) {
      const own = services ? services(ctx) : ({} as Services);
      const deps = { ...ctx, ...own };
      return {
        name,
        services: own,
        routes: routes?.(deps),
        workers: workers && ((runtime) => workers(deps, runtime)),
      };
    },
  };
}

/** Every area of the list made for one app, in list order. */
export function makeAreas<Context>(list: readonly AreaModule<Context>[], ctx: Context): readonly Area[] {
  return list.map((module) => module.make(ctx));
}

/** The services `module` built in `areas` (tests reach an area's service instance this way). */
export function servicesOf<Services extends object>(
  areas: readonly Area[],
  module: AreaModule<never, Services>,
): Services {
  const area = areas.find((a) => a.name === module.name);
  if (!area) throw new Error(`no area named ${module.name}`);
  return area.services as Services;
}

export interface ModuleWorkers {
  start(): Promise<void>;
  /** Once the HTTP server listens (after every area's workers started): work that calls it. */
  serving?(): Promise<void>;
  stop(): Promise<void>;
}

/** What workers get from whoever runs them (server.ts, or the test app): a logger and the broker. */
export interface ModuleRuntime {
  log: Log;
  /** The server's MQTT client and the broker's address; absent where no broker runs. */
  mqtt?: { client: MqttClient; embedded: boolean; url: string };
  /** The shared-subscription group for `name` (undefined on the embedded broker, which has none). */
  shareGroup(name: string): string | undefined;
}

/** The runtime's MQTT client, or a clear error when a worker that needs it runs without a broker. */
export function mqttOf(runtime: ModuleRuntime, module: string): MqttClient {
  if (!runtime.mqtt) throw new Error(`the ${module} workers need an MQTT client`);
  return runtime.mqtt.client;
}

export interface RunningWorkers {
  /** Tells every started area's workers that the HTTP server listens, in start order. */
  serving(): Promise<void>;
  /** Stops every started area's workers, in the reverse of the order they started. */
  stop(): Promise<void>;
}

/**
 * Starts the workers of every area in list order (or only of the areas named in `only`). When one
 * fails to start, those already started are stopped again before the error is thrown.
 */
export async function startWorkers(
  areas: readonly Area[],
  runtime: ModuleRuntime,
  only?: readonly string[],
): Promise<RunningWorkers> {
  const unknown = only?.filter((name) => !areas.some((a) => a.name === name && a.workers));
  if (unknown?.length) throw new Error(`no workers in module(s): ${unknown.join(', ')}`);
  const started: ModuleWorkers[] = [];
  const stop = async () => {
    for (const workers of started.splice(0).reverse()) await workers.stop();
  };
  try {
    for (const area of areas) {
      if (!area.workers || (only && !only.includes(area.name))) continue;
      const workers = area.workers(runtime);
      await workers.start();
      started.push(workers);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const serving = async () => {
    for (const workers of started) await workers.serving?.();
  };
  return { serving, stop };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MqttClient } from 'mqtt';
import type { Log } from './mqtt/log';

/**
 * One area of the server as the composition root sees it (modules/<area>/index.ts exports one).
 * `Context` is what the definitions are built from: the platform's pieces (platform/context.ts)
 * plus the services the modules share (modules/context.ts).
 */
export interface ModuleDefinition<Context> {
  /** The area's folder name; tests start an area's workers by it. */
  name: string;
  /** The area's HTTP routes, registered in list order. */
  routes?: (ctx: Context) => FastifyPluginAsyncZod;
  /** Background work that runs beside the HTTP server (ingest, sweepers, schedules). */
  workers?: (ctx: Context, runtime: ModuleRuntime) => ModuleWorkers;
}

export interface ModuleWorkers {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** What workers get from whoever runs them (server.ts, or the test app): a logger and the broker. */
export interface ModuleRuntime {
  log: Log;
  /** The server's MQTT client; absent where no broker runs. */
  mqtt?: { client: MqttClient; embedded: boolean };
  /** The shared-subscription group for `name` (undefined on the embedded broker, which has none). */
  shareGroup(name: string): string | undefined;
}

/** The runtime's MQTT client, or a clear error when a worker that needs it runs without a broker. */
export function mqttOf(runtime: ModuleRuntime, module: string): MqttClient {
  if (!runtime.mqtt) throw new Error(`the ${module} workers need an MQTT client`);
  return runtime.mqtt.client;
}

export interface RunningWorkers {
  /** Stops every started area's workers, in the reverse of the order they started. */
  stop(): Promise<void>;
}

/**
 * Starts the workers of every definition in list order (or only of the areas named in `only`).
 * When one fails to start, those already started are stopped again before the error is thrown.
 */
export async function startWorkers<Context>(
  definitions: readonly ModuleDefinition<Context>[],
  ctx: Context,
  runtime: ModuleRuntime,
  only?: readonly string[],
): Promise<RunningWorkers> {
  const unknown = only?.filter((name) => !definitions.some((d) => d.name === name && d.workers));
  if (unknown?.length) throw new Error(`no workers in module(s): ${unknown.join(', ')}`);
  const started: ModuleWorkers[] = [];
  const stop = async () => {
    for (const workers of started.splice(0).reverse()) await workers.stop();
  };
  try {
    for (const definition of definitions) {
      if (!definition.workers || (only && !only.includes(definition.name))) continue;
      const workers = definition.workers(ctx, runtime);
      await workers.start();
      started.push(workers);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

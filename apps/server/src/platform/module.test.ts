import { describe, expect, it } from 'vitest';
import {
  type Area,
  defineModule,
  type ModuleRuntime,
  makeAreas,
  mqttOf,
  servicesOf,
  startWorkers,
} from './module';

const runtime: ModuleRuntime = { log: console, shareGroup: () => undefined };

function recorder() {
  const events: string[] = [];
  const area = (name: string, failStart = false): Area => ({
    name,
    services: {},
    workers: () => ({
      async start() {
        if (failStart) throw new Error(`${name} failed`);
        events.push(`start ${name}`);
      },
      async serving() {
        events.push(`serving ${name}`);
      },
      async stop() {
        events.push(`stop ${name}`);
      },
    }),
  });
  return { events, area };
}

describe('defineModule', () => {
  it("builds an area's services once per app and hands the same instances to its routes and workers", () => {
    let built = 0;
    const seen: unknown[] = [];
    const counter = defineModule({
      name: 'counter',
      services: (ctx: { start: number }) => {
        built += 1;
        return { counts: { value: ctx.start } };
      },
      routes: (deps) => {
        seen.push(deps.counts);
        return async () => {};
      },
      workers: (deps) => {
        seen.push(deps.counts);
        return { start: async () => {}, stop: async () => {} };
      },
    });
    const areas = makeAreas([counter], { start: 7 });
    areas[0]?.workers?.(runtime);
    expect(built).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(servicesOf(areas, counter).counts).toBe(seen[0]);
    expect(servicesOf(areas, counter).counts.value).toBe(7);
    expect(() => servicesOf([], counter)).toThrow('no area named counter');
  });

  it('makes an area without a services step from the context alone', () => {
    const plain = defineModule({ name: 'plain', routes: (deps: { db: string }) => async () => void deps.db });
    const [area] = makeAreas([plain], { db: 'db' });
    expect(area).toMatchObject({ name: 'plain', services: {} });
    expect(area?.routes).toBeTypeOf('function');
    expect(area?.workers).toBeUndefined();
  });
});

describe('startWorkers', () => {
  it('starts in list order, tells them the server is serving, stops in the reverse, skipping areas without workers', async () => {
    const { events, area } = recorder();
    const running = await startWorkers(
      [area('a'), { name: 'routes-only', services: {} }, area('b')],
      runtime,
    );
    await running.serving();
    await running.stop();
    await running.stop();
    expect(events).toEqual(['start a', 'start b', 'serving a', 'serving b', 'stop b', 'stop a']);
  });

  it('starts only the areas named', async () => {
    const { events, area } = recorder();
    await (await startWorkers([area('a'), area('b')], runtime, ['b'])).stop();
    expect(events).toEqual(['start b', 'stop b']);
  });

  it('refuses a name with no workers, and stops what started when a start fails', async () => {
    const { events, area } = recorder();
    await expect(startWorkers([area('a'), { name: 'c', services: {} }], runtime, ['c'])).rejects.toThrow(/c/);
    await expect(startWorkers([area('a'), area('b', true)], runtime)).rejects.toThrow('b failed');
    expect(events).toEqual(['start a', 'stop a']);
  });

  it('says which area needs MQTT when the runtime has none', () => {
    expect(() => mqttOf(runtime, 'telemetry')).toThrow('the telemetry workers need an MQTT client');
  });
});

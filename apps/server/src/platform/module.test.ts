import { describe, expect, it } from 'vitest';
import { type ModuleDefinition, type ModuleRuntime, mqttOf, startWorkers } from './module';

const runtime: ModuleRuntime = { log: console, shareGroup: () => undefined };

function recorder() {
  const events: string[] = [];
  const area = (name: string, failStart = false): ModuleDefinition<null> => ({
    name,
    workers: () => ({
      async start() {
        if (failStart) throw new Error(`${name} failed`);
        events.push(`start ${name}`);
      },
      async stop() {
        events.push(`stop ${name}`);
      },
    }),
  });
  return { events, area };
}

describe('startWorkers', () => {
  it('starts in list order and stops in the reverse, skipping areas without workers', async () => {
    const { events, area } = recorder();
    const running = await startWorkers([area('a'), { name: 'routes-only' }, area('b')], null, runtime);
    await running.stop();
    await running.stop();
    expect(events).toEqual(['start a', 'start b', 'stop b', 'stop a']);
  });

  it('starts only the areas named', async () => {
    const { events, area } = recorder();
    await (await startWorkers([area('a'), area('b')], null, runtime, ['b'])).stop();
    expect(events).toEqual(['start b', 'stop b']);
  });

  it('refuses a name with no workers, and stops what started when a start fails', async () => {
    const { events, area } = recorder();
    await expect(startWorkers([area('a'), { name: 'c' }], null, runtime, ['c'])).rejects.toThrow(/c/);
    await expect(startWorkers([area('a'), area('b', true)], null, runtime)).rejects.toThrow('b failed');
    expect(events).toEqual(['start a', 'stop a']);
  });

  it('says which area needs MQTT when the runtime has none', () => {
    expect(() => mqttOf(runtime, 'telemetry')).toThrow('the telemetry workers need an MQTT client');
  });
});

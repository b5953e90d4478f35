import { connectAsync } from 'mqtt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMqttUrl } from '../../../test/test-db';
import { type Mqtt, startMqtt } from './start-mqtt';

const noop = () => {};
const log = { debug: noop, info: noop, warn: noop, error: noop };

describe('startMqtt', () => {
  let mqtt: Mqtt | undefined;
  afterEach(async () => {
    await mqtt?.close();
    mqtt = undefined;
  });

  it('starts a broker (embedded on a free port, or the real one) and round-trips a message', async () => {
    mqtt = await startMqtt({ url: testMqttUrl(), port: 0, log });
    const url = testMqttUrl();
    if (url) {
      expect(mqtt.url).toBe(url);
      expect(mqtt.embedded).toBe(false);
    } else {
      expect(mqtt.embedded).toBe(true);
      expect(mqtt.url).toMatch(/^mqtt:\/\/127\.0\.0\.1:\d+$/);
      expect(mqtt.url).not.toMatch(/:0$/);
    }
    const topic = `test/round-trip/${Math.random().toString(36).slice(2)}`;
    const received = vi.fn();
    mqtt.client.on('message', (t, payload) => {
      if (t === topic) received(payload.toString());
    });
    await mqtt.client.subscribeAsync(topic, { qos: 1 });

    // A second, independent client (as a device would be) publishes to the server's client.
    const device = await connectAsync(mqtt.url, { clientId: `test-device-${Date.now()}` });
    await device.publishAsync(topic, 'hello', { qos: 1 });
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith('hello'));
    await device.endAsync();
  });

  it('closes the embedded broker cleanly, freeing the port and its clients', async () => {
    mqtt = await startMqtt({ port: 0, log });
    const device = await connectAsync(mqtt.url, { reconnectPeriod: 0 });
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    await mqtt.close();
    await closed;
    expect(mqtt.client.connected).toBe(false);
    await expect(
      connectAsync(mqtt.url, { reconnectPeriod: 0, connectTimeout: 1000 }, false),
    ).rejects.toThrow();
    await mqtt.close(); // idempotent
    device.end(true);
  });

  it('fails with a clear message when the broker cannot be reached', async () => {
    await expect(startMqtt({ url: 'mqtt://127.0.0.1:1', port: 0, log })).rejects.toThrow(
      /Cannot connect to the MQTT broker at mqtt:\/\/127\.0\.0\.1:1/,
    );
  });
});

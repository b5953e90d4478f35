import type { MqttClient } from 'mqtt';
import type { Log } from './log';
import { connectServerClient, type ServerClient } from './mqtt-client';
import { type EmbeddedBroker, startEmbeddedBroker } from './start-broker';

export interface Mqtt {
  /** The broker URL in use: MQTT_URL, or the embedded broker's loopback URL with its real port. */
  url: string;
  /** True when the broker is the in-process Aedes (no shared subscriptions there). */
  embedded: boolean;
  client: MqttClient;
  /** Hands messages that arrived before the listeners were attached to them (see connectServerClient). */
  release(): void;
  close(): Promise<void>;
}

/**
 * The external broker at `url`, or, when `url` is undefined, an embedded one on 127.0.0.1:`port`.
 * A `clientId` makes the server's session persistent (docs/mqtt.md, Broker).
 */
export async function startMqtt(options: {
  url?: string;
  port: number;
  log: Log;
  clientId?: string;
}): Promise<Mqtt> {
  const { log } = options;
  let url = options.url;
  let broker: EmbeddedBroker | undefined;
  if (url === undefined) {
    broker = await startEmbeddedBroker({ port: options.port, log });
    url = broker.url;
  }
  let connected: ServerClient;
  try {
    connected = await connectServerClient(url, log, options.clientId);
  } catch (err) {
    await broker?.close();
    throw new Error(`Cannot connect to the MQTT broker at ${url}: ${(err as Error).message}`);
  }
  const { client, release } = connected;
  let closing: Promise<void> | undefined;
  return {
    url,
    embedded: broker !== undefined,
    client,
    release,
    close() {
      closing ??= (async () => {
        await client.endAsync();
        await broker?.close();
      })();
      return closing;
    },
  };
}

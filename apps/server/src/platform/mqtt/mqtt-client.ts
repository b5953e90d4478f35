import { randomBytes } from 'node:crypto';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import type { Log } from './log';

export interface ServerClient {
  client: MqttClient;
  /**
   * Hands the messages the broker delivered before anyone listened (a persistent session's queue
   * arrives right after connecting) to the listeners attached since. Call once they are attached.
   */
  release(): void;
}

/**
 * Connects the server's own MQTT client. With a `clientId` the session is persistent (clean:
 * false): the broker keeps its subscriptions and queues QoS 1 messages (device command results)
 * while the server is away, and delivers them when it reconnects. Without one, a random id and a
 * clean session (tests, tools). The first connection fails fast (a wrong MQTT_URL should stop
 * startup); later drops reconnect every second.
 */
export async function connectServerClient(url: string, log: Log, clientId?: string): Promise<ServerClient> {
  const options: IClientOptions = {
    clientId: clientId ?? `console-server-${randomBytes(6).toString('hex')}`,
    clean: clientId === undefined,
    protocolVersion: 4,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  };
  const client = connect(url, options);
  // Attached before the connection opens, so nothing the broker queued for us is dropped unheard.
  const early: [string, Buffer, unknown][] = [];
  const hold = (topic: string, payload: Buffer, packet: unknown) => early.push([topic, payload, packet]);
  client.on('message', hold);
  await new Promise<void>((resolve, reject) => {
    const fail = (err: Error) => {
      client.off('connect', ok);
      client.off('close', closed);
      client.end(true);
      reject(err);
    };
    const closed = () => fail(new Error("Couldn't connect to server"));
    const ok = () => {
      client.off('error', fail);
      client.off('close', closed);
      resolve();
    };
    client.once('connect', ok);
    client.once('error', fail);
    client.once('close', closed);
  });
  client.on('offline', () => log.warn({ url }, 'MQTT connection lost, reconnecting'));
  client.on('reconnect', () => log.debug({ url }, 'MQTT reconnecting'));
  client.on('connect', () => log.debug({ url, clientId: options.clientId }, 'MQTT connected'));
  client.on('error', (err) => log.error({ err, url }, 'MQTT client error'));
  log.info({ url, clientId: options.clientId, persistent: !options.clean }, 'MQTT client connected');
  let released = false;
  return {
    client,
    release() {
      if (released) return;
      released = true;
      client.off('message', hold);
      for (const [topic, payload, packet] of early.splice(0))
        client.emit('message', topic, payload, packet as never);
    },
  };
}

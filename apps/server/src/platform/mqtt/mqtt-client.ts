import { randomBytes } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { connectAsync } from 'mqtt';
import type { Log } from './log';

/**
 * Connects the server's own MQTT client. A unique client id per process, so any number of server
 * instances can share one broker; a clean session, since ingest resubscribes on every (re)connect.
 * The first connection fails fast (a wrong MQTT_URL should stop startup); later drops reconnect.
 */
export async function connectServerClient(url: string, log: Log): Promise<MqttClient> {
  const clientId = `console-server-${randomBytes(6).toString('hex')}`;
  const client = await connectAsync(
    url,
    { clientId, clean: true, protocolVersion: 4, reconnectPeriod: 1000, connectTimeout: 10_000 },
    false,
  );
  client.on('offline', () => log.warn({ url }, 'MQTT connection lost, reconnecting'));
  client.on('reconnect', () => log.debug({ url }, 'MQTT reconnecting'));
  client.on('connect', () => log.debug({ url, clientId }, 'MQTT connected'));
  client.on('error', (err) => log.error({ err, url }, 'MQTT client error'));
  log.info({ url, clientId }, 'MQTT client connected');
  return client;
}

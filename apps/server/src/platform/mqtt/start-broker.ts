import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Log } from './log';

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:<port>, with the port actually bound (useful when asked for port 0). */
  url: string;
  port: number;
  close(): Promise<void>;
}

type FromBroker =
  | { type: 'listening'; port: number }
  | { type: 'error'; message: string }
  | { type: 'clientError'; clientId: string; message: string };

/**
 * Starts the in-process Aedes broker on loopback only: the embedded mode serves the simulator and
 * devices on this machine, never the network (use Mosquitto or another broker via MQTT_URL for that).
 * It runs in a worker thread: routing a rollout's 100,000 messages then takes another core, not the
 * event loop that publishes them and serves HTTP.
 */
export async function startEmbeddedBroker(options: { port: number; log: Log }): Promise<EmbeddedBroker> {
  const { log } = options;
  const worker = new Worker(new URL('./broker-worker.js', import.meta.url), {
    workerData: { port: options.port },
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: FromBroker) => {
      if (message.type === 'listening') resolve(message.port);
      else if (message.type === 'error') reject(new Error(message.message));
      else log.debug({ clientId: message.clientId, err: message.message }, 'mqtt client error');
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.on('error', (err) => log.error({ err }, 'embedded MQTT broker failed'));
  const url = `mqtt://127.0.0.1:${port}`;
  log.info({ url }, 'embedded MQTT broker listening');

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    close() {
      closing ??= (async () => {
        const exited = once(worker, 'exit');
        worker.postMessage('close');
        await exited;
      })();
      return closing;
    },
  };
}

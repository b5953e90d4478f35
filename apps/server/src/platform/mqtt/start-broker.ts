import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import Aedes from 'aedes';
import type { Log } from './log';

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:<port>, with the port actually bound (useful when asked for port 0). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the in-process Aedes broker on loopback only: the embedded mode serves the simulator and
 * devices on this machine, never the network (use Mosquitto or another broker via MQTT_URL for that).
 */
export async function startEmbeddedBroker(options: { port: number; log: Log }): Promise<EmbeddedBroker> {
  const { log } = options;
  // Device ids are longer than MQTT 3.1's 23-character client id limit, which Aedes applies by default.
  const aedes = new Aedes({ maxClientsIdLength: 256 });
  const server = createServer(aedes.handle);
  aedes.on('clientError', (client, error) =>
    log.debug({ clientId: client.id, err: error }, 'mqtt client error'),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `mqtt://127.0.0.1:${port}`;
  log.info({ url }, 'embedded MQTT broker listening');

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    close() {
      // Aedes drops its clients first, so the listening socket has nothing left to wait for.
      closing ??= new Promise<void>((resolve) => aedes.close(() => resolve())).then(
        () => new Promise<void>((resolve) => server.close(() => resolve())),
      );
      return closing;
    },
  };
}

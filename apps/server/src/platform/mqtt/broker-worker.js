// The embedded Aedes broker, in its own thread (see start-broker.ts). Plain JavaScript so that
// node, tsx and vitest all run it without a TypeScript loader.
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import Aedes from 'aedes';

// Device ids are longer than MQTT 3.1's 23-character client id limit, which Aedes applies by default.
const aedes = new Aedes({ maxClientsIdLength: 256 });
const server = createServer(aedes.handle);
aedes.on('clientError', (client, error) =>
  parentPort?.postMessage({ type: 'clientError', clientId: client.id, message: error.message }),
);
server.once('error', (error) => parentPort?.postMessage({ type: 'error', message: error.message }));
server.listen(workerData.port, '127.0.0.1', () =>
  parentPort?.postMessage({ type: 'listening', port: server.address().port }),
);
parentPort?.on('message', (message) => {
  if (message !== 'close') return;
  // Aedes drops its clients first, so the listening socket has nothing left to wait for.
  aedes.close(() => server.close(() => parentPort?.close()));
});

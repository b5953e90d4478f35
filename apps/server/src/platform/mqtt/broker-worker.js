// The embedded Aedes broker, in its own thread (see start-broker.ts). Plain JavaScript so that
// node, tsx and vitest all run it without a TypeScript loader.
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import Aedes from 'aedes';
import mqemitter from 'mqemitter';
import { MessageFifo } from './message-fifo.js';

// Aedes's own emitter (its defaults: 100 messages delivered at a time), with the queue of those
// waiting made one whose shift does not copy it (message-fifo.js).
const mq = mqemitter({ concurrency: 100, matchEmptyLevels: true });
// Its queues are private: mqemitter 6 keeps two arrays it only pushes to, shifts from and measures.
// Should a later version keep them otherwise, the broker refuses to start rather than run unpatched.
if (!Array.isArray(mq._messageQueue) || !Array.isArray(mq._messageCallbacks)) {
  throw new Error('mqemitter no longer queues in arrays: see message-fifo.js');
}
mq._messageQueue = new MessageFifo();
mq._messageCallbacks = new MessageFifo();
// Device ids are longer than MQTT 3.1's 23-character client id limit, which Aedes applies by default.
const aedes = new Aedes({ maxClientsIdLength: 256, mq });
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

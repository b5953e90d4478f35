/**
 * The rollout benches' stand-in devices, in a process of their own (stand-in-devices.ts starts
 * it): STAND_IN_CLIENTS MQTT clients sharing a subscription to `devices/+/commands` (one, not
 * shared, when it is 1) answer every command on the device's
 * command-results topic, failing a set share of attempts for a reason, and keeps when each
 * device's commands arrived. Asked over the IPC channel: `answer` (how to answer from now on),
 * `expect` (say when this many commands in all have arrived), `arrivals` (every device's arrival
 * times), `clear`.
 */
import { randomBytes } from 'node:crypto';
import { deviceTopics } from '@console/contracts/mqtt';
import { connectAsync } from 'mqtt';
import type { Answers, FromParent, ToParent } from './stand-in-devices';

const url = process.env.STAND_IN_MQTT_URL;
if (!url || !process.send) throw new Error('stand-in devices: run by stand-in-devices.ts');
const toParent = (message: ToParent) => process.send?.(message);

let answers: Answers = { failShare: 0, reason: 'downloadFailed', version: '2.0' };
let arrivals = new Map<string, number[]>();
let received = 0;
let expected = Number.POSITIVE_INFINITY;

const clientCount = Number(process.env.STAND_IN_CLIENTS ?? 1);
const filter = clientCount > 1 ? '$share/bench-devices/devices/+/commands' : 'devices/+/commands';
const id = randomBytes(4).toString('hex');
const clients = await Promise.all(
  Array.from({ length: clientCount }, (_, i) => connectAsync(url, { clientId: `bench-devices-${id}-${i}` })),
);
for (const devices of clients) {
  devices.on('message', (topic, payload) => {
    const deviceId = topic.split('/')[1] ?? '';
    const at = Date.now();
    const list = arrivals.get(deviceId);
    if (list) list.push(at);
    else arrivals.set(deviceId, [at]);
    const { commandId } = JSON.parse(payload.toString('utf8')) as { commandId: string };
    const failed = answers.failShare > 0 && Math.random() < answers.failShare;
    const result = {
      commandId,
      type: 'fota',
      ts: Math.floor(at / 1000),
      ...(failed
        ? { status: 'failure', reason: answers.reason }
        : { status: 'success', firmwareVersion: answers.version }),
    };
    devices.publish(deviceTopics.commandResults(deviceId), JSON.stringify(result), { qos: 0 });
    if (++received === expected) toParent({ type: 'reached', received, at });
  });
  await devices.subscribeAsync(filter, { qos: 0 });
}

process.on('message', (message: FromParent) => {
  if (message.type === 'answer') {
    answers = message.answers;
    toParent({ type: 'answering' });
  } else if (message.type === 'expect') {
    expected = received + message.more;
    toParent({ type: 'expecting' });
  } else if (message.type === 'clear') {
    arrivals = new Map();
    toParent({ type: 'cleared' });
  } else if (message.type === 'arrivals') toParent({ type: 'arrivals', arrivals: [...arrivals] });
  else if (message.type === 'close')
    void Promise.all(clients.map((c) => c.endAsync())).then(() => process.exit(0));
});
toParent({ type: 'ready' });

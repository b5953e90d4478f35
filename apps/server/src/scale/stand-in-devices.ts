/**
 * The stand-in devices both rollout benches send to (rollout-bench.ts, the one-step trigger, and
 * phased-rollout-rig.ts): a process of their own (stand-in-devices-child.ts) that answers every
 * command on its device's command-results topic, so the process under measure publishes the
 * commands and records the answers in both, and does nothing for the devices in either.
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** How the stand-in devices answer: this share of attempts fails for `reason`, the rest install `version`. */
export interface Answers {
  failShare: number;
  reason: 'downloadFailed';
  version: string;
}

export type FromParent =
  | { type: 'answer'; answers: Answers }
  | { type: 'expect'; more: number }
  | { type: 'clear' }
  | { type: 'arrivals' }
  | { type: 'close' };

export type ToParent =
  | { type: 'ready' }
  | { type: 'answering' }
  | { type: 'expecting' }
  | { type: 'cleared' }
  /** The expected count arrived; `at` is when the last of them did (epoch ms). */
  | { type: 'reached'; received: number; at: number }
  | { type: 'arrivals'; arrivals: [string, number[]][] };

export type StandInDevices = Awaited<ReturnType<typeof startStandInDevices>>;

/**
 * Clients the stand-in devices share their subscription among on an external broker. Mosquitto
 * drops what a QoS 0 subscriber has not read past its queue (max_queued_messages, 1,000 by
 * default): one client paused 50 ms at 20,000 commands a second lost 716 commands, and the bench
 * waited for their answers. Eight queues hold a 400 ms pause. (Aedes, embedded, has no shared
 * subscriptions and drops nothing: one client there.)
 */
const SHARED_CLIENTS = 8;

/** Starts the stand-in devices on the broker at `mqttUrl`; resolves once they are subscribed. */
export async function startStandInDevices(mqttUrl: string, broker: { embedded: boolean }) {
  const entry = new URL('./stand-in-devices-child.ts', import.meta.url).pathname;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      STAND_IN_MQTT_URL: mqttUrl,
      STAND_IN_CLIENTS: String(broker.embedded ? 1 : SHARED_CLIENTS),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends ToParent['type']>(type: T) =>
    new Promise<Extract<ToParent, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`stand-in devices exited with ${code}`));
      const onMessage = (message: ToParent) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<ToParent, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T extends ToParent['type']>(message: FromParent, reply: T) => {
    const answer = next(reply);
    child.send(message);
    return answer;
  };
  await next('ready');

  return {
    /** How to answer from now on. */
    answer: (answers: Answers) => ask({ type: 'answer', answers }, 'answering').then(() => undefined),
    /**
     * Counts `more` commands from now; resolves with when the last of them arrived (epoch ms).
     * The count starts before this resolves: call it before sending.
     */
    async expect(more: number): Promise<{ reached: Promise<number> }> {
      const reached = next('reached').then((m) => m.at);
      await ask({ type: 'expect', more }, 'expecting');
      return { reached };
    },
    /** Forgets every arrival so far. */
    clear: () => ask({ type: 'clear' }, 'cleared').then(() => undefined),
    /** Each device's command arrival times (epoch ms), in order. */
    arrivals: async () => new Map((await ask({ type: 'arrivals' }, 'arrivals')).arrivals),
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' } satisfies FromParent);
      await exited;
    },
  };
}

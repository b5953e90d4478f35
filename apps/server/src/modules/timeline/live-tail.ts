import { deviceTopics, parseDeviceTopic } from '@console/contracts/mqtt';
import type { MqttClient } from 'mqtt';
import type { Log } from '../../platform/mqtt/log';

/*
 * The live tail's MQTT side (docs/decisions/0036-timeline.md). A client of its own, apart from the
 * ingest's, subscribes to `devices/<id>/+` of each device someone watches, while anyone does, and
 * hands each message to that device's watchers. Subscribing at the broker, rather than listening
 * to this server's ingest, is what makes it whole with several servers: the ingest's shared
 * subscriptions give each server only a share of the messages, while a plain subscription gets every
 * message of the watched device, on whichever server the person's stream is. Its own client, because
 * a second subscription matching the ingest's filters on the ingest's client would make the broker
 * deliver those messages to the ingest twice.
 */

export type TopicKind = NonNullable<ReturnType<typeof parseDeviceTopic>>['kind'];
export type TailListener = (deviceId: string, topic: TopicKind, payload: Buffer) => void;

export interface LiveTail {
  /** Hands the tail its client (workers start), or takes it away (undefined: workers stop). */
  attach(client: MqttClient | undefined): void;
  /** Whether messages can arrive now. */
  available(): boolean;
  /** Listens to these devices' messages; resolves once subscribed, to a function that stops listening. */
  watch(deviceIds: readonly string[], listener: TailListener): Promise<() => void>;
  /** How many listeners there are now. */
  listeners(): number;
}

const filterOf = (deviceId: string) => deviceTopics.status(deviceId).replace(/status$/, '+');

export function createLiveTail(log?: Log): LiveTail {
  let client: MqttClient | undefined;
  const byDevice = new Map<string, Set<TailListener>>();
  let count = 0;

  function onMessage(topic: string, payload: Buffer) {
    const parsed = parseDeviceTopic(topic);
    if (!parsed) return;
    const listeners = byDevice.get(parsed.deviceId);
    if (!listeners) return;
    for (const listener of listeners) {
      try {
        listener(parsed.deviceId, parsed.kind, payload);
      } catch (err) {
        log?.warn({ err, topic }, 'live tail listener failed');
      }
    }
  }

  async function subscribe(deviceIds: string[]) {
    if (!client || deviceIds.length === 0) return;
    await client.subscribeAsync(deviceIds.map(filterOf), { qos: 0 });
  }

  return {
    attach(next) {
      client?.off('message', onMessage);
      client = next;
      if (!client) return;
      client.on('message', onMessage);
      // Watchers from before (a client handed again) keep their subscriptions.
      void subscribe([...byDevice.keys()]).catch((err) => log?.warn({ err }, 'live tail resubscribe failed'));
    },
    available: () => client?.connected === true,
    listeners: () => count,
    async watch(deviceIds, listener) {
      const fresh: string[] = [];
      for (const id of new Set(deviceIds)) {
        let set = byDevice.get(id);
        if (!set) {
          set = new Set();
          byDevice.set(id, set);
          fresh.push(id);
        }
        set.add(listener);
      }
      count++;
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        count--;
        const gone: string[] = [];
        for (const id of new Set(deviceIds)) {
          const set = byDevice.get(id);
          set?.delete(listener);
          if (set?.size === 0) {
            byDevice.delete(id);
            gone.push(id);
          }
        }
        if (gone.length && client?.connected)
          void client.unsubscribeAsync(gone.map(filterOf)).catch(() => {});
      };
      try {
        await subscribe(fresh);
      } catch (err) {
        stop();
        throw err;
      }
      return stop;
    },
  };
}

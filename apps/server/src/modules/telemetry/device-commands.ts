import { randomUUID } from 'node:crypto';
import {
  CommandResult,
  DeviceCommand,
  type DeviceCommandInput,
  deviceTopicFilter,
  deviceTopics,
  parseDeviceTopic,
} from '@console/contracts/mqtt';
import type { MqttClient } from 'mqtt';
import type { Log } from '../../platform/mqtt/log';

/**
 * Publishes one command to one device (QoS 1, not retained: a command is an event, and a device
 * that is offline now gets it again from the FOTA job, not from a stale broker copy). Fills in
 * commandId and ts when absent and resolves, once the broker has it, with the command as sent.
 */
export async function publishDeviceCommand(
  client: MqttClient,
  deviceId: string,
  command: DeviceCommandInput,
): Promise<DeviceCommand> {
  const full = DeviceCommand.parse({
    ...command,
    commandId: command.commandId ?? randomUUID(),
    ts: command.ts ?? Math.floor(Date.now() / 1000),
  });
  await client.publishAsync(deviceTopics.commands(deviceId), JSON.stringify(full), { qos: 1 });
  return full;
}

/**
 * Calls `handler` for every valid command result any device publishes; invalid ones are logged
 * at debug. Use a shareGroup on an external broker when several server instances run.
 * Resolves, once subscribed, with a function that stops listening.
 */
export async function subscribeCommandResults(
  client: MqttClient,
  handler: (deviceId: string, result: CommandResult) => void | Promise<void>,
  options: { log: Log; shareGroup?: string },
): Promise<() => Promise<void>> {
  const { log } = options;
  const filter = deviceTopicFilter('command-results', options.shareGroup);
  function onMessage(topic: string, payload: Buffer) {
    const parsed = parseDeviceTopic(topic);
    if (parsed?.kind !== 'command-results' || payload.length === 0) return;
    let result: ReturnType<typeof CommandResult.safeParse>;
    try {
      result = CommandResult.safeParse(JSON.parse(payload.toString('utf8')));
    } catch {
      log.debug({ topic }, 'command result is not JSON, dropped');
      return;
    }
    if (!result.success) {
      log.debug({ topic, issues: result.error.issues.length }, 'invalid command result, dropped');
      return;
    }
    Promise.resolve(handler(parsed.deviceId, result.data)).catch((err) =>
      log.error({ err, topic }, 'command result handler failed'),
    );
  }
  client.on('message', onMessage);
  await client.subscribeAsync(filter, { qos: 1 });
  return async () => {
    client.off('message', onMessage);
    // A persistent session keeps its subscription, so the broker queues results while we are away.
    if (client.connected && client.options.clean !== false)
      await client.unsubscribeAsync(filter).catch(() => undefined);
  };
}

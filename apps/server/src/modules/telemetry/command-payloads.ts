import { DeviceCommand, type DeviceCommandInput } from '@console/contracts/mqtt';
import { orderedUuid } from './command-ids';

export interface CommandPayload {
  deviceId: string;
  commandId: string;
  /** The JSON published on `devices/<id>/commands`. */
  payload: string;
  /** Its part after the envelope, one string shared by the entries of one command (stored once). */
  body: string;
}

/** The JSON of a command: its envelope (id, ts, expiry) and the body commandPayloads made. */
export function commandJson(commandId: string, ts: number, expiresAt: number | undefined, body: string) {
  const expiry = expiresAt === undefined ? '' : `,"expiresAt":${expiresAt}`;
  const envelope = `{"commandId":${JSON.stringify(commandId)},"ts":${ts}${expiry}`;
  return body === '}' ? `${envelope}}` : `${envelope},${body}`;
}

/**
 * Checks and serialises commands, fast for a rollout: the many entries of one batch share one
 * command object, so it is validated and serialised once and only the envelope differs per device
 * (validating 100,000 copies one by one took over a second): a caller naming each entry's command
 * passes its id beside the shared object, not in a copy. Throws on an invalid command.
 */
export function commandPayloads(
  /** `commandId`, when given, names the entry's command (the command object's own is ignored). */
  entries: { deviceId: string; commandId?: string; command: DeviceCommandInput }[],
  ts: number,
  expiresAt?: number,
): CommandPayload[] {
  const bodies = new Map<DeviceCommandInput, string>();
  const bodyOf = (command: DeviceCommandInput) => {
    let body = bodies.get(command);
    if (body === undefined) {
      const {
        commandId: _,
        ts: __,
        expiresAt: ___,
        ...checked
      } = DeviceCommand.parse({
        ...command,
        commandId: 'x',
        ts,
      });
      body = JSON.stringify(checked).slice(1);
      bodies.set(command, body);
    }
    return body;
  };
  return entries.map(({ deviceId, commandId: given, command }) => {
    const commandId = given ?? command.commandId ?? orderedUuid();
    if (commandId.length > 64) throw new Error('commandId longer than 64 characters');
    const body = bodyOf(command);
    return { deviceId, commandId, payload: commandJson(commandId, ts, expiresAt, body), body };
  });
}

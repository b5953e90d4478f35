import {
  type CommandResult,
  type ConnectionPayload,
  type ConnectionReason,
  deviceTopics,
} from '@console/contracts/mqtt';

/*
 * The device side of the MQTT protocol in docs/mqtt.md: topics and message shapes come from the one
 * definition in @console/contracts/mqtt that the server validates with.
 */
export const topics = deviceTopics;

export type { CommandFailureReason, FotaStage } from '@console/contracts/mqtt';
export type CommandResultMessage = CommandResult;
export type ConnectionMessage = ConnectionPayload & { reason: ConnectionReason };

/** A device's last will: retained, so the broker keeps "offline" as its state; `since` names the session. */
export function lastWill(deviceId: string, since: number) {
  const payload: ConnectionMessage = { online: false, reason: 'lastWill', since };
  return {
    topic: topics.connection(deviceId),
    payload: Buffer.from(JSON.stringify(payload)),
    qos: 1 as const,
    retain: true,
  };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

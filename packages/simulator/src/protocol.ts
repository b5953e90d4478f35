/*
 * The device side of the MQTT protocol in docs/mqtt.md. The server validates the same messages
 * with zod (apps/server/src/modules/telemetry); its tests run this simulator against them.
 */
export const topics = {
  status: (deviceId: string) => `devices/${deviceId}/status`,
  diagnostics: (deviceId: string) => `devices/${deviceId}/diagnostics`,
  connection: (deviceId: string) => `devices/${deviceId}/connection`,
  commands: (deviceId: string) => `devices/${deviceId}/commands`,
  commandResults: (deviceId: string) => `devices/${deviceId}/command-results`,
};

export interface ConnectionMessage {
  online: boolean;
  reason: 'connect' | 'disconnect' | 'lastWill';
  ts?: number;
  /** Start of the session an offline message ends. */
  since?: number;
}

export type CommandFailureReason =
  | 'unsupported'
  | 'invalidCommand'
  | 'busy'
  | 'downloadFailed'
  | 'checksumMismatch'
  | 'signatureInvalid'
  | 'installFailed';

export interface CommandResultMessage {
  commandId: string;
  type: string;
  status: 'accepted' | 'success' | 'failure';
  ts: number;
  reason?: CommandFailureReason;
  detail?: string;
  firmwareVersion?: string;
  configVersion?: string;
}

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

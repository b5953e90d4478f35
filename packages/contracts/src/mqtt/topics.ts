/*
 * The MQTT topic layout (docs/mqtt.md). One subtree per device, so a broker ACL can confine each
 * device to `devices/<its client id>/#`.
 */
export const deviceTopics = {
  status: (deviceId: string) => `devices/${deviceId}/status`,
  diagnostics: (deviceId: string) => `devices/${deviceId}/diagnostics`,
  connection: (deviceId: string) => `devices/${deviceId}/connection`,
  commands: (deviceId: string) => `devices/${deviceId}/commands`,
  commandResults: (deviceId: string) => `devices/${deviceId}/command-results`,
};

export type DeviceTopicKind = 'status' | 'diagnostics' | 'connection' | 'commands' | 'command-results';
const kinds = new Set<string>(['status', 'diagnostics', 'connection', 'commands', 'command-results']);

/** Subscription filter for one kind across all devices, optionally in a shared-subscription group. */
export function deviceTopicFilter(kind: DeviceTopicKind, shareGroup?: string): string {
  const filter = `devices/+/${kind}`;
  return shareGroup ? `$share/${shareGroup}/${filter}` : filter;
}

/** `devices/<id>/<kind>` → its parts, or undefined for anything else. */
export function parseDeviceTopic(topic: string): { deviceId: string; kind: DeviceTopicKind } | undefined {
  const parts = topic.split('/');
  if (parts.length !== 3 || parts[0] !== 'devices') return undefined;
  const [, deviceId, kind] = parts;
  if (!deviceId || !kind || !kinds.has(kind)) return undefined;
  return { deviceId, kind: kind as DeviceTopicKind };
}

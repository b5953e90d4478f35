export { publishDeviceCommand, subscribeCommandResults } from './device-commands';
export {
  CommandResult,
  DeviceCommand,
  type DeviceCommandInput,
  type DeviceCommandType,
} from './device-commands.schemas';
export { diagnosticsFields, statusFields } from './telemetry-fields';
export { startTelemetryIngest, type TelemetryIngest, type TelemetryIngestOptions } from './telemetry-ingest';
export { deviceTopics } from './topics';

export { type CommandChannel, createCommandChannel, type OutgoingCommand } from './command-channel';
export { type CommandResultsIngest, startCommandResultsIngest } from './command-results-ingest';
export { type CommandSweeper, startCommandSweeper } from './command-sweeper';
export { publishDeviceCommand, subscribeCommandResults } from './device-commands';
export { type DiagnosticsGroup, diagnosticsFields, statusFields } from './telemetry-fields';
export { startTelemetryIngest, type TelemetryIngest, type TelemetryIngestOptions } from './telemetry-ingest';

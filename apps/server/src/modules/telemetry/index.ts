import type { PlatformContext } from '../../platform/context';
import { defineModule, mqttOf } from '../../platform/module';
import type { CommandChannel } from './command-channel';
import { type CommandResultsIngest, startCommandResultsIngest } from './command-results-ingest';
import { type CommandSweeper, startCommandSweeper } from './command-sweeper';
import { startTelemetryIngest, type TelemetryIngest } from './telemetry-ingest';

export {
  batchCommandsAfter,
  countBatchCommands,
  deleteBatchCommands,
  withdrawBatchCommands,
} from './batch-commands.queries';
export { type CommandChannel, createCommandChannel, type OutgoingCommand } from './command-channel';
export { orderedUuid, orderedUuidPrefix } from './command-ids';
export { type CommandResultsIngest, startCommandResultsIngest } from './command-results-ingest';
export { type CommandSweeper, startCommandSweeper } from './command-sweeper';
export { publishDeviceCommand, subscribeCommandResults } from './device-commands';
export { parseTelemetryMessage } from './parse-message';
export { type DiagnosticsGroup, diagnosticsFields, statusFields } from './telemetry-fields';
export { startTelemetryIngest, type TelemetryIngest, type TelemetryIngestOptions } from './telemetry-ingest';

/**
 * Devices' side of MQTT. Its workers: the telemetry ingest (status, diagnostics, connection), the
 * command-results ingest, the command channel's publisher (attached to the runtime's client: it
 * publishes again, at each connect, the commands this server left queued, and at each device's
 * connect that device's open commands) and the sweeper that
 * publishes again what nobody is publishing and ends stale commands. Stopping waits for commands
 * being published first.
 */
export const telemetryModule = defineModule({
  name: 'telemetry',
  workers: (ctx: Pick<PlatformContext, 'config' | 'db'> & { commands: CommandChannel }, runtime) => {
    let ingest: TelemetryIngest | undefined;
    let results: CommandResultsIngest | undefined;
    let sweeper: CommandSweeper | undefined;
    const { db } = ctx;
    const { log } = runtime;
    return {
      async start() {
        const client = mqttOf(runtime, 'telemetry');
        ingest = await startTelemetryIngest({
          db,
          client,
          log,
          shareGroup: runtime.shareGroup('ingest'),
          // A device back online gets again what the broker may have lost for it (docs/mqtt.md).
          onConnect: (deviceIds) =>
            void ctx.commands
              .republishOpen(deviceIds)
              .catch((err) => log.error({ err }, 'publishing open commands again failed')),
        });
        results = await startCommandResultsIngest({
          db,
          client,
          log,
          shareGroup: runtime.shareGroup('command-results'),
        });
        ctx.commands.attach(client, log);
        sweeper = startCommandSweeper({
          db,
          timeoutSeconds: ctx.config.COMMAND_TIMEOUT_MINUTES * 60,
          log,
          republish: () => ctx.commands.republish(),
        });
      },
      async stop() {
        ctx.commands.attach(undefined);
        await ctx.commands.idle();
        await sweeper?.stop();
        await results?.close();
        await ingest?.close();
      },
    };
  },
});

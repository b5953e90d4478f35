import type { Log } from './log';

/**
 * Receives a device's command messages: parses them, drops redeliveries (QoS 1 may deliver a
 * command twice; a device must act once) and runs them one at a time, in order, as a device would.
 */
export function createCommandInbox(deviceId: string, run: (message: unknown) => Promise<void>, log: Log) {
  const seen: string[] = [];
  let queue: Promise<void> = Promise.resolve();
  return {
    receive(payload: Buffer): void {
      let message: unknown;
      try {
        message = JSON.parse(payload.toString('utf8'));
      } catch {
        log.debug({ deviceId }, 'command is not JSON, ignored');
        return;
      }
      const id = (message as { commandId?: unknown } | null)?.commandId;
      if (typeof id === 'string') {
        if (seen.includes(id)) return;
        seen.push(id);
        if (seen.length > 50) seen.shift();
      }
      queue = queue
        .then(() => run(message))
        .catch((err) => log.warn({ err, deviceId }, 'command handling failed'));
    },
    /** Resolves when every command received so far has been handled. */
    idle: () => queue,
  };
}

import type { Log } from './log';
import type { CommandResultMessage } from './protocol';

/** How many recent commands a device remembers (their ids, and the final answers it gave). */
const REMEMBERED = 50;

/**
 * Receives a device's command messages: parses them, runs them one at a time, in order, as a device
 * would, and acts once per commandId. A repeat (a QoS 1 redelivery, or the server publishing a
 * command again after a restart) of a command already answered gets that final answer again
 * (`resend`), so the server learns how it ended even if the first answer was lost; a repeat of
 * one still running is dropped (its answer will come).
 */
export function createCommandInbox(
  deviceId: string,
  run: (message: unknown) => Promise<void>,
  log: Log,
  resend: (answer: CommandResultMessage) => void = () => {},
) {
  const seen: string[] = [];
  const answers = new Map<string, CommandResultMessage>();
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
        if (seen.includes(id)) {
          const answer = answers.get(id);
          if (answer) resend(answer);
          return;
        }
        seen.push(id);
        if (seen.length > REMEMBERED) answers.delete(seen.shift() ?? '');
      }
      queue = queue
        .then(() => run(message))
        .catch((err) => log.warn({ err, deviceId }, 'command handling failed'));
    },
    /** Records a command's final answer (success or failure), for repeats of it. */
    answered(answer: CommandResultMessage): void {
      const final = answer.status === 'success' || answer.status === 'failure';
      if (final && seen.includes(answer.commandId)) answers.set(answer.commandId, answer);
    },
    /** Resolves when every command received so far has been handled. */
    idle: () => queue,
  };
}

import { describe, expect, it, vi } from 'vitest';
import { createCommandInbox } from './command-inbox';
import { silentLog } from './log';

describe('createCommandInbox', () => {
  it('runs commands one at a time, in order, once per commandId', async () => {
    const order: string[] = [];
    const run = vi.fn(async (m: unknown) => {
      const id = (m as { commandId: string }).commandId;
      order.push(`start ${id}`);
      await new Promise((r) => setTimeout(r, id === 'a' ? 20 : 1));
      order.push(`end ${id}`);
    });
    const inbox = createCommandInbox('d1', run, silentLog);
    inbox.receive(Buffer.from('{"commandId":"a"}'));
    inbox.receive(Buffer.from('{"commandId":"b"}'));
    inbox.receive(Buffer.from('{"commandId":"a"}')); // a QoS 1 redelivery
    inbox.receive(Buffer.from('not json'));
    await inbox.idle();
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('answers a repeat of a finished command with its final answer again, and drops a repeat of a running one', async () => {
    const resend = vi.fn();
    let finish: (() => void) | undefined;
    const inbox = createCommandInbox(
      'd1',
      async (m) => {
        const commandId = (m as { commandId: string }).commandId;
        await new Promise<void>((r) => {
          finish = r;
        });
        inbox.answered({ commandId, type: 'fota', status: 'failure', reason: 'installFailed', ts: 1 });
      },
      silentLog,
      resend,
    );
    inbox.receive(Buffer.from('{"commandId":"a"}'));
    await vi.waitFor(() => expect(finish).toBeDefined());
    inbox.receive(Buffer.from('{"commandId":"a"}')); // still running: its answer will come
    expect(resend).not.toHaveBeenCalled();
    finish?.();
    await inbox.idle();
    inbox.receive(Buffer.from('{"commandId":"a"}')); // the server published it again after a restart
    expect(resend).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ commandId: 'a', status: 'failure' }),
    );
  });

  it('keeps going after a command that throws', async () => {
    const log = { ...silentLog, warn: vi.fn() };
    const run = vi.fn(async (m: unknown) => {
      if ((m as { commandId: string }).commandId === 'bad') throw new Error('boom');
    });
    const inbox = createCommandInbox('d1', run, log);
    inbox.receive(Buffer.from('{"commandId":"bad"}'));
    inbox.receive(Buffer.from('{"commandId":"good"}'));
    await inbox.idle();
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

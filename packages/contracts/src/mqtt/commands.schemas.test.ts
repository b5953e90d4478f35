import { describe, expect, it } from 'vitest';
import { CommandResult } from './commands.schemas';

const base = { commandId: 'c1', type: 'fota', ts: 1_800_000_000 };

describe('command results', () => {
  it('still takes the results older devices send', () => {
    expect(CommandResult.safeParse({ ...base, status: 'accepted' }).success).toBe(true);
    expect(CommandResult.safeParse({ ...base, status: 'success', firmwareVersion: '2.0' }).success).toBe(
      true,
    );
    expect(CommandResult.safeParse({ ...base, status: 'failure', reason: 'busy' }).success).toBe(true);
  });

  it('takes progress with a stage, and a download percent from 0 to 100', () => {
    expect(CommandResult.safeParse({ ...base, status: 'progress', stage: 'verifying' }).success).toBe(true);
    expect(
      CommandResult.safeParse({ ...base, status: 'progress', stage: 'downloading', percent: 100 }).success,
    ).toBe(true);
    expect(CommandResult.safeParse({ ...base, status: 'progress', percent: 50 }).success).toBe(false);
    expect(
      CommandResult.safeParse({ ...base, status: 'progress', stage: 'downloading', percent: 101 }).success,
    ).toBe(false);
    expect(CommandResult.safeParse({ ...base, status: 'progress', stage: 'flashing' }).success).toBe(false);
  });

  it('has no rolledBack from a device: the server finds it from the version reported', () => {
    expect(CommandResult.safeParse({ ...base, status: 'rolledBack' }).success).toBe(false);
  });
});

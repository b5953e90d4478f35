import { DeviceCommand } from '@console/contracts/mqtt';
import { describe, expect, it, vi } from 'vitest';
import { commandPayloads } from './command-payloads';

const fota = {
  type: 'fota' as const,
  url: 'http://files.test/firmware.ota.bin',
  sha256: 'a'.repeat(64),
  firmwareVersion: '2.0',
  priority: 'high',
};

describe('commandPayloads', () => {
  it('gives every device the shared command with its own envelope, as valid JSON commands', () => {
    const out = commandPayloads(
      [
        { deviceId: 'd1', command: fota },
        { deviceId: 'd2', command: fota },
        { deviceId: 'd3', command: { ...fota, commandId: 'fixed-id' } },
      ],
      1_800_000_000,
    );
    const parsed = out.map((o) => DeviceCommand.parse(JSON.parse(o.payload)));
    expect(parsed.map((p) => p.commandId)).toEqual([out[0]?.commandId, out[1]?.commandId, 'fixed-id']);
    expect(out[0]?.commandId).not.toBe(out[1]?.commandId);
    expect(parsed[1]).toMatchObject({ ...fota, ts: 1_800_000_000 });
  });

  it('names each entry by its given id while the command is shared, checked once', () => {
    const parse = vi.spyOn(DeviceCommand, 'parse');
    const out = commandPayloads(
      [
        { deviceId: 'd1', commandId: 'c-1', command: fota },
        { deviceId: 'd2', commandId: 'c-2', command: fota },
      ],
      1_800_000_000,
    );
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
    expect(out.map((o) => JSON.parse(o.payload).commandId)).toEqual(['c-1', 'c-2']);
    expect(out.map((o) => o.commandId)).toEqual(['c-1', 'c-2']);
    expect(out[0]?.body).toBe(out[1]?.body);
  });

  it('refuses an invalid command', () => {
    expect(() => commandPayloads([{ deviceId: 'd1', command: { ...fota, url: 'not a url' } }], 1)).toThrow();
  });
});

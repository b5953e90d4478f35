import { messages } from '@console/contracts/messages';
import { describe, expect, it } from 'vitest';
import { displayValue, knownFields, reportPageJson, toReportRow } from './log-fields';

describe('log field labels', () => {
  it('labels status codes, keeps st, ty and mo on the row', () => {
    const row = toReportRow('status', 100, {
      ty: 'status',
      mo: 'CS-1',
      st: 'ok',
      ps: 'on',
      actmp: 24,
      lcmd: 'actmp',
      ch01: 'on',
    });
    expect(row).toMatchObject({ ts: 100, ty: 'status', mo: 'CS-1', st: 'ok' });
    expect(row.payload).toEqual([
      { key: 'ps', header: 'Power Status', desc: 'Power Status', value: 'on' },
      { key: 'lcmd', header: 'Last Action', desc: 'Last Action', value: 'Temperature' },
      { key: 'actmp', header: 'Temperature', desc: 'Temperature (°C)', value: 24 },
      // A code nobody listed is still named, in words, after the known ones.
      { key: 'ch01', header: 'Channel 01', desc: 'Channel 01', value: 'on' },
    ]);
  });

  it('labels diagnostics sent as short codes and as named readings alike', () => {
    const short = toReportRow('diagnostic', 1, { idt: 24, flt: ['E1', 'F3'] }).payload;
    const named = toReportRow('diagnostic', 1, { indoorTemperature: 24, faultTypes: ['E1', 'F3'] }).payload;
    expect(short.map((f) => [f.header, f.desc, f.value])).toEqual([
      ['Indoor Temperature', 'Indoor Unit Side: Indoor Temperature (°C)', 24],
      ['Fault Types', 'Abnormal Operation: Fault Types', 'E1, F3'],
    ]);
    expect(named.map((f) => [f.header, f.desc, f.value])).toEqual(
      short.map((f) => [f.header, f.desc, f.value]),
    );
  });

  it('shows coded filter status and RPM limit reason in words, by short code or named reading', () => {
    const short = toReportRow('diagnostic', 1, { fst: 1, rlr: 0 }).payload;
    const named = toReportRow('diagnostic', 1, { filterStatus: 1, rpmLimitReason: 0 }).payload;
    const words = [
      ['Filter Status', messages.filterStatusCleanRequired],
      ['RPM Limit Reason', messages.rpmLimitNone],
    ];
    expect(short.map((f) => [f.header, f.value])).toEqual(words);
    expect(named.map((f) => [f.header, f.value])).toEqual(words);
    // Status reports and readings already in words are left alone.
    expect(toReportRow('status', 1, { fst: 1 }).payload[0]?.value).toBe(1);
    expect(toReportRow('diagnostic', 1, { filterStatus: 'ok' }).payload[0]?.value).toBe('ok');
  });

  it('leaves st, ty and mo null when a device does not send them', () => {
    expect(toReportRow('status', 1, { ps: 'off' })).toMatchObject({ st: null, ty: null, mo: null });
  });

  it('shows objects as JSON and missing values as null', () => {
    expect(displayValue({ a: 1 })).toBe('{"a":1}');
    expect(displayValue(undefined)).toBeNull();
  });

  it('gives the CSV a fixed column per known field, named readings as aliases', () => {
    const idt = knownFields('diagnostic').find((f) => f.key === 'idt');
    expect(idt).toEqual({ key: 'idt', header: 'Indoor Temperature (°C)', aliases: ['indoorTemperature'] });
    expect(knownFields('status').some((f) => f.key === 'ts')).toBe(false);
  });
});

describe('a log page as JSON text', () => {
  // A seeded generator: the same 400 random reports every run.
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const keys = [
    ...knownFields('status').map((f) => f.key),
    ...knownFields('diagnostic').flatMap((f) => [f.key, ...f.aliases]),
    'st',
    'ty',
    'mo',
    'unknownKey',
    'quote"key',
    'ünïcode',
  ];
  const values = [
    0,
    -1.5,
    1e21,
    Number.NaN,
    'on',
    'a "quoted" \\ value\n',
    '',
    null,
    true,
    ['E1', 'F3'],
    { a: [1, { b: 2 }] },
    [null, 1],
  ];
  const report = () =>
    Object.fromEntries(Array.from({ length: Math.floor(random() * 30) }, () => [pick(keys), pick(values)]));

  it('is exactly JSON.stringify of the labelled rows, for status and diagnostic reports', () => {
    for (const kind of ['status', 'diagnostic'] as const) {
      for (let page = 0; page < 20; page++) {
        // As the page query gives them: each payload as its JSON text.
        const rows = Array.from({ length: Math.floor(random() * 20) }, (_, i) => ({
          ts: 1_700_000_000 + i,
          payloadJson: JSON.stringify(report()),
        }));
        expect(reportPageJson(kind, rows)).toBe(
          JSON.stringify(rows.map((r) => toReportRow(kind, r.ts, JSON.parse(r.payloadJson)))),
        );
      }
    }
  });
});

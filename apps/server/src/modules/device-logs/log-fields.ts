import type { LogField, ReportLogRow } from '@console/contracts/device-logs';
import {
  diagnosticValue,
  parameterDescription,
  parameterLabel,
  statusValue,
} from '@console/contracts/telemetry';
import { type DiagnosticsGroup, diagnosticsFields, statusFields } from '../telemetry';

/*
 * Labels for the fields of a status or diagnostic report. Devices on the MQTT path report short
 * codes (idt, ept, ...); the demo and scale data carry named diagnostic readings
 * (indoorTemperature, ...). Both resolve to the telemetry label tables; an unknown diagnostic key
 * keeps its own key as its label, a status code is named by contracts' parameterLabel.
 */

export type LogKind = 'status' | 'diagnostic';

/** Named diagnostic readings (demo data) to the short codes of the telemetry tables. */
const diagnosticAliases: Record<string, string> = {
  indoorTemperature: 'idt',
  evaporatorPipeTemperature: 'ept',
  setTemperature: 'stmp',
  indoorFanSpeedLevel: 'ifsl',
  indoorFanRpm: 'ifrpm',
  filterStatus: 'fst',
  suctionTemperature: 'sct',
  outdoorAirTemperature: 'oat',
  condenserTemperature: 'cdt',
  compressorTopTemperature: 'ctt',
  ipmTemperature: 'ipmt',
  outdoorFanRpm: 'ofrpm',
  compressorCurrent: 'cc',
  dcVoltage: 'dcv',
  acVoltage: 'acv',
  acCurrent: 'aci',
  targetCompressorRpm: 'trpm',
  setCompressorRpm: 'srpm',
  realCompressorRpm: 'rrpm',
  rpmLimitReason: 'rlr',
  faultTypes: 'flt',
  protections: 'prt',
  totalPowerOnTime: 'pot',
};

/** Report-level keys: shown as the row's own columns, not among its fields. */
const ROW_KEYS = new Set(['ts', 'st', 'ty', 'mo']);

type FieldInfo = (typeof statusFields)[string];

interface Label {
  header: string;
  desc: string;
  /** Place in its label table; unknown keys after every known one. */
  rank: number;
}

function labelOf(kind: LogKind, key: string): Label {
  if (kind === 'diagnostic') {
    const code = diagnosticAliases[key] ?? key;
    const info = diagnosticsFields[code];
    if (info)
      return { header: info.label, desc: describe(info, info.group), rank: diagnosticRanks.get(code) ?? 0 };
    return { header: key, desc: key, rank: Number.MAX_SAFE_INTEGER };
  }
  // Every status code has a name (contracts' parameterInfo): an unlisted one in words, after the rest.
  return {
    header: parameterLabel(key),
    desc: parameterDescription(key),
    rank: statusRanks.get(key) ?? Number.MAX_SAFE_INTEGER,
  };
}

const rankMap = (table: object) => new Map(Object.keys(table).map((key, i) => [key, i]));
const statusRanks = rankMap(statusFields);
const diagnosticRanks = rankMap(diagnosticsFields);

/**
 * The labelled, ordered fields of a set of payload keys. Reports of one device repeat the same
 * keys, so a page works its order out once, not per row (a bounded number of key sets is kept).
 */
type Layout = {
  key: string;
  header: string;
  desc: string;
  /** The field's JSON up to its value, `{"key":…,"header":…,"desc":…,"value":`: written once per layout. */
  prefix: string;
}[];
const LAYOUT_CACHE_MAX = 1000;
const layoutCache: Record<LogKind, Map<string, Layout>> = { status: new Map(), diagnostic: new Map() };
function layoutOf(kind: LogKind, keys: string[]): Layout {
  const cache = layoutCache[kind];
  const id = keys.join('\u0000');
  let layout = cache.get(id);
  if (!layout) {
    layout = keys
      .filter((key) => !ROW_KEYS.has(key))
      .map((key) => ({ key, label: labelOf(kind, key) }))
      .sort((a, b) => a.label.rank - b.label.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ key, label }) => ({
        key,
        header: label.header,
        desc: label.desc,
        prefix: `${JSON.stringify({ key, header: label.header, desc: label.desc }).slice(0, -1)},"value":`,
      }));
    if (cache.size < LAYOUT_CACHE_MAX) cache.set(id, layout);
  }
  return layout;
}

function describe(info: FieldInfo, group?: string): string {
  const name = info.unit ? `${info.label} (${info.unit})` : info.label;
  return group ? `${group}: ${name}` : name;
}

/** A value as the table and the CSV show it: lists joined by commas, objects as JSON. */
export function displayValue(value: unknown): LogField['value'] {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.join(', ');
  }
  return JSON.stringify(value);
}

/**
 * A field's value as every view shows it: a coded diagnostic reading (filter status, RPM limit
 * reason) in its words from the contracts, whether sent by short code or as a named reading; a
 * status Last Action by the name of the code it holds.
 */
export function fieldValue(kind: LogKind, key: string, value: unknown): LogField['value'] {
  if (kind !== 'diagnostic') return displayValue(statusValue(key, value));
  return displayValue(diagnosticValue(diagnosticAliases[key] ?? key, value));
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * One stored report as the log tabs show it. Fields follow the label tables' order, unknown
 * ones after them by name (jsonb does not keep the order a device sent).
 */
export function toReportRow(kind: LogKind, ts: number, payload: Record<string, unknown>): ReportLogRow {
  const fields = layoutOf(kind, Object.keys(payload)).map(({ key, header, desc }) => ({
    key,
    header,
    desc,
    value: fieldValue(kind, key, payload[key]),
  }));
  return { ts, st: text(payload.st), ty: text(payload.ty), mo: text(payload.mo), payload: fields };
}

/**
 * A page of stored reports as JSON text: exactly `JSON.stringify(rows.map(toReportRow))`, without
 * building the thousands of `{key, header, desc, value}` objects of a diagnostic page first. Each
 * field's constant part comes from its layout; only values are serialised per row
 * (docs/decisions/0024-performance-figures.md, "Log pages: written as JSON text"; a property test holds the two equal).
 */
export function reportPageJson(kind: LogKind, rows: { ts: number; payloadJson: string }[]): string {
  const parts: string[] = [];
  for (const { ts, payloadJson } of rows) {
    const payload = JSON.parse(payloadJson) as Record<string, unknown>;
    const fields = layoutOf(kind, Object.keys(payload)).map(
      ({ key, prefix }) => `${prefix}${JSON.stringify(fieldValue(kind, key, payload[key]))}}`,
    );
    const head = `{"ts":${JSON.stringify(ts)},"st":${JSON.stringify(text(payload.st))},"ty":${JSON.stringify(text(payload.ty))},"mo":${JSON.stringify(text(payload.mo))}`;
    parts.push(`${head},"payload":[${fields.join(',')}]}`);
  }
  return `[${parts.join(',')}]`;
}

/** The fixed CSV columns of a kind: the known fields, by their short code. */
export function knownFields(kind: LogKind): { key: string; header: string; aliases: string[] }[] {
  const table = kind === 'status' ? statusFields : diagnosticsFields;
  const aliasesOf = (code: string) =>
    Object.entries(diagnosticAliases)
      .filter(([, c]) => kind === 'diagnostic' && c === code)
      .map(([name]) => name);
  return Object.entries(table)
    .filter(([key]) => !ROW_KEYS.has(key))
    .map(([key, info]) => ({ key, header: describe(info), aliases: aliasesOf(key) }));
}

/** The diagnostics popup group of a diagnostic field (short code or named reading), if it has one. */
export function diagnosticGroupOf(key: string): DiagnosticsGroup | undefined {
  return diagnosticsFields[diagnosticAliases[key] ?? key]?.group;
}

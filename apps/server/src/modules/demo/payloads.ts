import { FILTER_STATUS, RPM_LIMIT_REASON } from '@console/contracts/telemetry';
import { AC_CATEGORIES, type ModelSpec, WASHER_CATEGORIES } from './catalog';
import type { Rng } from './prng';

/*
 * Report payloads as devices send them: short status codes of spec 000 section 3 (ps, acmd, acfs,
 * actmp, rmtmp, rssi, acdl, cnt, lcmd) and named diagnostic readings (filter status and RPM limit
 * reason as codes), plus ty (report type), mo (model number) and st (report state: ok or fault).
 * The row's ts column holds the time.
 */
export type Payload = Record<string, unknown>;

const IST_OFFSET = 19_800;
const hourOf = (ts: number) => Math.floor(((ts + IST_OFFSET) % 86_400) / 3600);
/** Afternoon and night: when air conditioners run in India. */
const acHours = (hour: number) => (hour >= 13 && hour <= 17) || hour >= 22 || hour <= 5;
/** The status field cnt as devices send it (spec 002 section 9), Android most, then iOS and the remote. */
const CONTROLLERS = ['an', 'rem', 'ios', 'an', 'ava', 'gva'] as const;

const AC_KEYS = ['ps', 'actmp', 'acmd', 'acfs'] as const;
const WASHER_KEYS = ['ps', 'mode', 'temperature'] as const;
const NO_CONTROLS = ['REF', 'LEDLIGHTS', 'GATEWAY', 'VDP'];
const FAN_CATEGORIES = ['FAN', 'ANCHORFAN', 'FANCONTROLLER'];

/** The MQTT keys (lcmd) a control of the category changes; none for those that report no controller. */
export function controlKeysOf(category: string): readonly string[] {
  if (AC_CATEGORIES.includes(category)) return AC_KEYS;
  if (WASHER_CATEGORIES.includes(category)) return WASHER_KEYS;
  if (FAN_CATEGORIES.includes(category)) return ['fspd'];
  return NO_CONTROLS.includes(category) ? [] : ['ch01'];
}

function roomTemperature(ts: number): number {
  const hour = hourOf(ts);
  return Math.round((29 + 4 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)) * 10) / 10;
}

export function statusPayload(rng: Rng, spec: ModelSpec, ts: number): Payload {
  const base = { ty: 'status', mo: spec.modelNumber, st: 'ok', rssi: -rng.int(38, 82) };
  const cnt = rng.pick(CONTROLLERS);
  if (AC_CATEGORIES.includes(spec.category)) {
    const on = acHours(hourOf(ts)) ? rng.chance(0.85) : rng.chance(0.15);
    return {
      ...base,
      ps: on ? 'on' : 'off',
      acmd: rng.pick(['cool', 'cool', 'cool', 'dry', 'fan', 'auto']),
      acfs: rng.pick(['auto', 'low', 'mid', 'high']),
      actmp: rng.int(18, 26),
      rmtmp: on ? rng.int(22, 27) : roomTemperature(ts),
      acdl: Math.min(100, Math.floor((ts / 86_400) % 60) + rng.int(0, 10)),
      cnt,
      lcmd: rng.pick(AC_KEYS),
    };
  }
  if (WASHER_CATEGORIES.includes(spec.category)) {
    const running = rng.chance(0.2);
    return {
      ...base,
      ps: running ? 'on' : 'off',
      mode: rng.pick(['normal', 'quick', 'delicate', 'heavy']),
      power_status: running ? 'on' : 'off',
      temperature: rng.pick([20, 30, 40, 60]),
      rtm: running ? rng.int(5, 95) : 0,
      cnt,
      lcmd: rng.pick(WASHER_KEYS),
    };
  }
  switch (spec.category) {
    case 'REF':
      return {
        ...base,
        ps: 'on',
        rftmp: rng.int(2, 6),
        fztmp: -rng.int(15, 20),
        door: rng.chance(0.05) ? 'open' : 'closed',
      };
    case 'FAN':
    case 'ANCHORFAN':
    case 'FANCONTROLLER':
      return { ...base, ps: rng.chance(0.6) ? 'on' : 'off', fspd: rng.int(1, 5), cnt, lcmd: 'fspd' };
    case 'LEDLIGHTS':
      return {
        ...base,
        ps: rng.chance(0.5) ? 'on' : 'off',
        brt: rng.int(1, 10) * 10,
        cct: rng.pick([2700, 4000, 6500]),
      };
    case 'GATEWAY':
      return { ...base, ps: 'on', cnum: rng.int(3, 8) };
    case 'VDP':
      return { ...base, ps: 'on', ring: rng.chance(0.1) ? 'pressed' : 'idle' };
    default: {
      const channels: Payload = {};
      for (let c = 1; c <= (spec.switches ?? 1); c++)
        channels[`ch${String(c).padStart(2, '0')}`] = rng.chance(0.4) ? 'on' : 'off';
      return { ...base, ps: 'on', ...channels, cnt, lcmd: 'ch01' };
    }
  }
}

/** Chance that someone controlled the appliance since its last report, by hour: evenings and mornings. */
export function controlChance(hour: number): number {
  if (hour >= 18 && hour <= 23) return 0.45;
  if (hour >= 6 && hour <= 9) return 0.35;
  return hour <= 5 ? 0.03 : 0.15;
}

/**
 * The report with its control time (cts) when someone controlled the appliance just before it (a
 * new cts is a control to the server, docs/mqtt.md). Decided by a hash of the device and the time,
 * not the demo's random stream, so nothing else in the demo shifts.
 */
export function withControl(payload: Payload, deviceId: string, ts: number): Payload {
  if (payload.cnt === undefined) return payload;
  let h = ts >>> 0;
  for (let i = 0; i < deviceId.length; i++) h = Math.imul(h ^ deviceId.charCodeAt(i), 16_777_619);
  const roll = ((Math.imul(h ^ (h >>> 15), 2_246_822_507) >>> 0) % 10_000) / 10_000;
  return roll < controlChance(hourOf(ts)) ? { ...payload, cts: ts - 60 } : payload;
}

/** Indoor and outdoor unit readings of an AC (spec 000 section 3 diagnostics fields). */
export function diagnosticPayload(rng: Rng, spec: ModelSpec, ts: number, powerOnHours: number): Payload {
  const outdoor = roomTemperature(ts) + rng.int(0, 4);
  const running = acHours(hourOf(ts)) ? rng.chance(0.85) : rng.chance(0.15);
  const targetRpm = running ? rng.int(30, 90) : 0;
  const fault = rng.chance(0.02);
  return {
    ty: 'diagnostic',
    mo: spec.modelNumber,
    st: fault ? 'fault' : 'ok',
    indoorTemperature: running ? rng.int(22, 27) : Math.round(outdoor - 2),
    evaporatorPipeTemperature: running ? rng.int(6, 14) : Math.round(outdoor - 3),
    setTemperature: rng.int(18, 26),
    indoorFanSpeedLevel: running ? rng.int(1, 6) : 0,
    indoorFanRpm: running ? rng.int(600, 1400) : 0,
    pm25: rng.int(8, 160),
    filterStatus: rng.chance(0.1) ? FILTER_STATUS.cleanRequired : FILTER_STATUS.ok,
    suctionTemperature: running ? rng.int(8, 16) : Math.round(outdoor),
    outdoorAirTemperature: outdoor,
    condenserTemperature: running ? Math.round(outdoor + rng.int(8, 15)) : Math.round(outdoor),
    compressorTopTemperature: running ? rng.int(60, 95) : Math.round(outdoor),
    ipmTemperature: running ? rng.int(45, 75) : Math.round(outdoor),
    outdoorFanRpm: running ? rng.int(500, 900) : 0,
    compressorCurrent: running ? rng.int(20, 65) / 10 : 0,
    dcVoltage: rng.int(300, 340),
    acVoltage: rng.int(220, 245),
    acCurrent: running ? rng.int(25, 75) / 10 : 0.1,
    targetCompressorRpm: targetRpm,
    setCompressorRpm: targetRpm,
    realCompressorRpm: running ? Math.max(0, targetRpm + rng.int(-3, 3)) : 0,
    rpmLimitReason:
      running && rng.chance(0.1)
        ? rng.pick([RPM_LIMIT_REASON.current, RPM_LIMIT_REASON.dischargeTemperature])
        : RPM_LIMIT_REASON.none,
    faultTypes: fault ? [rng.pick(['H11', 'F91', 'H14'])] : [],
    protections: fault ? ['compressor overload'] : [],
    totalPowerOnTime: powerOnHours,
  };
}

import { AC_CATEGORIES } from '../modules/demo/catalog';
import { controlChance, controlKeysOf } from '../modules/demo/payloads';
import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import { line } from './copy-rows';
import { homeOf, onboardedAtOf, voiceConnectedAtOf } from './gen-devices';
import { homePlaceOf, platformOf, registeredAtOf } from './gen-people';
import { countryOf, deviceIdOf, mix, modelOf, userIdOf } from './scale-identity';

/*
 * A year of fleet activity for the scale set (docs/decisions/0027-insights-at-scale.md), driven by
 * people: user u is active on a day with a chance set by their engagement tier and the weekday; an
 * active user controls some of their home's devices through their phone (an / ios) or a voice
 * assistant the device is linked to; remotes ('rem') and MQTT reconnects happen whoever is home.
 * The last week is raw events (the rollup triggers count them); the year before it is rollup rows
 * made from that week's, scaled by fleet size, season and weekday (`olderRollups`), plus the
 * activity_actives rows the whole-period reads need (users' active days, voice-controlled days).
 */

export const DAY = 86_400;
const HOUR = 3_600;
/** The metrics day's offset (UTC+05:30, METRICS_UTC_OFFSET_SECONDS). */
const OFFSET = 19_800;
const T = MAIN_TENANT_ID;

/** Metrics day number (days since 1970-01-01 in UTC+05:30) of an epoch second, and back. */
export const dayNumberOf = (ts: number) => Math.floor((ts + OFFSET) / DAY);
export const dayStartOf = (day: number) => day * DAY - OFFSET;
export const isoDayOf = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);

/** Per mille chance that user u uses the app on a day: 8 % heavy users, 25 % regular, the rest seldom. */
export function userEngagement(u: number): number {
  const tier = mix(u, 80) % 100;
  return tier < 8 ? 500 : tier < 33 ? 120 : 20;
}

/** Weekends are busier (people at home). */
export const weekdayFactor = (day: number) => {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday (4)
  return weekday === 0 || weekday === 6 ? 1.2 : 1;
};

/** Air conditioners follow the Indian summer: April to June high, December to February low. */
const AC_MONTH_FACTOR = [0.55, 0.6, 0.9, 1.4, 1.6, 1.4, 1.1, 1.05, 1.05, 0.95, 0.75, 0.6];
export const seasonFactor = (day: number, category: string) =>
  AC_CATEGORIES.includes(category) ? (AC_MONTH_FACTOR[new Date(day * DAY * 1000).getUTCMonth()] ?? 1) : 1;

export function userActiveOn(u: number, day: number, nowSec: number): boolean {
  if (dayNumberOf(registeredAtOf(u, nowSec)) > day) return false;
  return mix(mix(u, 81) ^ day, 82) % 1000 < userEngagement(u) * weekdayFactor(day);
}

const HOUR_CUMULATIVE = (() => {
  let sum = 0;
  const out = Array.from({ length: 24 }, (_, h) => (sum += controlChance(h)));
  return out.map((v) => v / sum);
})();

/** An hour of the day drawn by the controls' daily rhythm (evenings, then mornings), from a hash. */
export function hourOfDraw(hash: number): number {
  const x = (hash % 10_000) / 10_000;
  const h = HOUR_CUMULATIVE.findIndex((c) => x < c);
  return h < 0 ? 23 : h;
}

/** The devices of user u's home (device i lives in home ((i - 1) mod homes) + 1) onboarded by `ts`. */
export function* devicesOfUser(u: number, homes: number, devices: number, ts: number, nowSec: number) {
  for (let i = u; i <= devices; i += homes) {
    const at = onboardedAtOf(i, nowSec);
    if (at !== null && at <= ts) yield i;
  }
}

export const EVENT_COLUMNS = [
  'tenant_id',
  'ts',
  'kind',
  'device_id',
  'user_id',
  'category',
  'brand',
  'country',
  'model_number',
  'controller',
  'mqtt_key',
  'city',
  'duration',
];

export interface Fleet {
  devices: number;
  users: number;
  nowSec: number;
  onePair?: boolean;
}

interface Event {
  ts: number;
  kind: 'control' | 'login' | 'sessionStart' | 'sessionEnd';
  device: number;
  user: number;
  controller: string;
  key: string;
  duration: number;
}

/** The voice assistants device i is linked to by `ts`. */
function voiceOf(i: number, ts: number, nowSec: number): string[] {
  const out: string[] = [];
  const alexa = voiceConnectedAtOf(i, nowSec, 'alexa');
  const google = voiceConnectedAtOf(i, nowSec, 'google');
  if (alexa !== null && alexa <= ts) out.push('ava');
  if (google !== null && google <= ts) out.push('gva');
  return out;
}

/**
 * Controls of device i by its owner u on `day` (u active that day): 60 % of their devices that take
 * controls, one to three controls each, a quarter through a linked voice assistant.
 */
export function* ownerControls(i: number, u: number, day: number, fleet: Fleet): Generator<Event> {
  const keys = controlKeysOf(modelOf(i, fleet.onePair).category);
  const h = mix(i ^ (day << 8), 83);
  if (keys.length === 0 || h % 100 >= 60) return;
  const start = dayStartOf(day);
  const voice = voiceOf(i, start, fleet.nowSec);
  const count = 1 + (h % 3);
  for (let n = 0; n < count; n++) {
    const draw = mix(h, 84 + n);
    const controller =
      voice.length > 0 && draw % 4 === 0 ? (voice[(draw >>> 4) % voice.length] as string) : platformOf(u);
    const ts = start + hourOfDraw(draw >>> 8) * HOUR + (draw % HOUR);
    yield {
      ts,
      kind: 'control',
      device: i,
      user: u,
      controller,
      key: keys[draw % keys.length] as string,
      duration: 0,
    };
  }
}

/** Events of device i on `day` whoever is home: a remote control (ACs, 1 day in 10) and an MQTT reconnect (1 in 12). */
function* deviceEvents(i: number, day: number, fleet: Fleet): Generator<Event> {
  const category = modelOf(i, fleet.onePair).category;
  const h = mix(i ^ (day << 8), 85);
  const start = dayStartOf(day);
  if (AC_CATEGORIES.includes(category) && h % 10 === 0) {
    const keys = controlKeysOf(category);
    const ts = start + hourOfDraw(mix(h, 86)) * HOUR + (h % HOUR);
    yield {
      ts,
      kind: 'control',
      device: i,
      user: 0,
      controller: 'rem',
      key: keys[h % keys.length] as string,
      duration: 0,
    };
  }
  if ((h >>> 8) % 12 === 0) {
    const ts = start + (mix(h, 87) % DAY);
    // Sessions last from minutes to most of a day: a reconnect ends the one before.
    const duration = 300 + (mix(h, 88) % (20 * HOUR));
    yield { ts, kind: 'sessionEnd', device: i, user: 0, controller: '', key: '', duration };
    yield { ts: ts + 5, kind: 'sessionStart', device: i, user: 0, controller: '', key: '', duration: 0 };
  }
}

/** Every event of one metrics day, up to `nowSec`: active users' logins and controls, then every device's own. */
export function* dayEvents(day: number, fleet: Fleet): Generator<Event> {
  const { users: homes, devices, nowSec } = fleet;
  for (let u = 1; u <= homes; u++) {
    if (!userActiveOn(u, day, nowSec)) continue;
    const login = dayStartOf(day) + hourOfDraw(mix(u ^ day, 89)) * HOUR;
    yield { ts: login, kind: 'login', device: 0, user: u, controller: '', key: '', duration: 0 };
    for (const i of devicesOfUser(u, homes, devices, dayStartOf(day), nowSec))
      yield* ownerControls(i, u, day, fleet);
  }
  for (let i = 1; i <= devices; i++) {
    const at = onboardedAtOf(i, nowSec);
    if (at !== null && at <= dayStartOf(day)) yield* deviceEvents(i, day, fleet);
  }
}

/** Raw activity_events rows (COPY text) of one day, only those before `nowSec`. */
export function* eventRows(day: number, fleet: Fleet): Generator<string> {
  for (const e of dayEvents(day, fleet)) {
    if (e.ts > fleet.nowSec) continue;
    const spec = e.device ? modelOf(e.device, fleet.onePair) : undefined;
    const home = e.device ? homeOf(e.device, fleet.users) : e.user;
    // App and voice controls name the user (as the status trigger does: the owner); remotes do not.
    const user = e.kind === 'login' || (e.kind === 'control' && e.controller !== 'rem') ? e.user : 0;
    yield line([
      T,
      e.ts,
      e.kind,
      e.device ? deviceIdOf(e.device) : '',
      user ? userIdOf(user) : '',
      spec?.category ?? '',
      spec?.brand ?? '',
      countryOf(home),
      spec?.modelNumber ?? '',
      e.controller,
      e.key,
      e.kind === 'control' ? homePlaceOf(home).city : '',
      e.duration,
    ]);
  }
}

import { fillMessage, messages } from '../messages';

/*
 * The one labelling of the codes devices report in their status (docs/mqtt.md): the Status Logs
 * rows, their View dialog and download, and the usage popup all read it. Spec 000 section 3 maps
 * acmd, acfs, ps, actmp, rssi and rmtmp to names; every other code has one of ours, and a code
 * nobody listed is put in words.
 */

export interface ParameterInfo {
  label: string;
  unit?: string;
}

/** Known status codes in the order the views list them (unknown ones come after, by code). */
export const STATUS_PARAMETERS: Record<string, ParameterInfo> = {
  ts: { label: messages.paramTimestamp, unit: 's' },
  ps: { label: messages.powerStatus },
  acdl: { label: messages.filterDustLevel, unit: '%' },
  cnt: { label: messages.lastControlledBy },
  cts: { label: messages.lastControlTime, unit: 's' },
  lcmd: { label: messages.lastAction },
  fw: { label: messages.paramFirmwareVersion },
  rssi: { label: messages.paramWifiStrength, unit: 'dBm' },
  errors: { label: messages.deviceErrors },
  acmd: { label: messages.paramAcMode },
  acfs: { label: messages.paramFanSpeed },
  actmp: { label: messages.paramTemperature, unit: '°C' },
  rmtmp: { label: messages.paramRoomTemperature, unit: '°C' },
  fnsp: { label: messages.paramFanSpeedLevel },
  fspd: { label: messages.paramFanSpeedLevel },
  sw: { label: messages.paramSwitchStates },
  brt: { label: messages.paramBrightness, unit: '%' },
  cct: { label: messages.paramColourTemperature, unit: 'K' },
  wmmd: { label: messages.paramWashProgram },
  wmst: { label: messages.paramWashState },
  wmrt: { label: messages.paramRemainingTime, unit: 'min' },
  rtm: { label: messages.paramRemainingTime, unit: 'min' },
  wmtmp: { label: messages.paramWashTemperature, unit: '°C' },
  rftmp: { label: messages.paramFridgeTemperature, unit: '°C' },
  fztmp: { label: messages.paramFreezerTemperature, unit: '°C' },
  door: { label: messages.paramDoor },
  cnum: { label: messages.paramConnectedDevices },
  ring: { label: messages.paramDoorBell },
  // Washer capability keys (spec 001 section 3) that washers report as they are.
  mode: { label: messages.paramMode },
  power_status: { label: messages.powerStatus },
  temperature: { label: messages.paramTemperature, unit: '°C' },
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A code nobody listed, in words: 'ch01' is 'Channel 01', 'fanSpeed' and 'fan_speed' 'Fan Speed'.
 * Text that is no code (spaces, quotes, ...) is left as it is.
 */
function inWords(code: string): string {
  const channel = /^ch(\d+)$/i.exec(code);
  if (channel?.[1]) return fillMessage(messages.paramChannel, { n: channel[1] });
  if (!/^[A-Za-z][A-Za-z0-9_.-]*$/.test(code)) return code;
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_.-]+| /)
    .filter(Boolean)
    .map(capitalised)
    .join(' ');
}

/** A status code's name and unit. */
export function parameterInfo(code: string): ParameterInfo {
  return STATUS_PARAMETERS[code] ?? { label: inWords(code) };
}

/** A status code's name: 'actmp' is 'Temperature' (spec 000 section 3). */
export const parameterLabel = (code: string): string => parameterInfo(code).label;

/** A name with its unit, as the View dialog and the download head their fields: 'Temperature (°C)'. */
export function parameterDescription(code: string): string {
  const { label, unit } = parameterInfo(code);
  return unit ? `${label} (${unit})` : label;
}

/**
 * A status value as it is shown: `lcmd` (the field last changed) names a code, so it is shown by
 * that code's name ('Last Action: Power Status', not 'ps'); any other value is left as it is.
 */
export function statusValue<T>(code: string, value: T): T | string {
  return code === 'lcmd' && typeof value === 'string' && value !== '' ? parameterLabel(value) : value;
}

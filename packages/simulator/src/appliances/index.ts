import type { Random } from '../random';
import { createAirConditioner } from './air-conditioner';
import type { Appliance } from './appliance';
import {
  createBasic,
  createFan,
  createFridge,
  createLight,
  createSwitches,
  createWasher,
} from './other-appliances';

export type { Appliance, Payload } from './appliance';

const byCategory: Record<string, (rng: Random) => Appliance> = {
  AC: createAirConditioner,
  CAC: createAirConditioner,
  IAC: createAirConditioner,
  FAN: createFan,
  FANCONTROLLER: createFan,
  ANCHORFAN: createFan,
  SWITCHES: createSwitches,
  ROMASWITCHES: createSwitches,
  ANCHOR: createSwitches,
  ROMA: createSwitches,
  LEDLIGHTS: createLight,
  WM: createWasher,
  ODMFRONTLOADWM: createWasher,
  REF: createFridge,
};

/** The appliance model for a device category (spec categories; unknown ones get the basic model). */
export function createAppliance(category: string, rng: Random): Appliance {
  return (byCategory[category.toUpperCase()] ?? createBasic)(rng);
}

import { can, type Principal } from '../access';

/*
 * Category rules of device models (spec 001 sections 6 and 9): the metadata group a category is
 * looked up under, the chip types it offers, and the categories a product manager may edit.
 */

/** Section 9: AC, commercial AC and industrial AC share AC's metadata, and so on. */
const METADATA_GROUP: Record<string, string> = {
  AC: 'AC',
  CAC: 'AC',
  IAC: 'AC',
  FANCONTROLLER: 'FANCONTROLLER',
  ANCHORFAN: 'FANCONTROLLER',
  SWITCHES: 'SWITCHES',
  ROMASWITCHES: 'SWITCHES',
};

export function metadataCategoryOf(category: string): string {
  const upper = category.trim().toUpperCase();
  return METADATA_GROUP[upper] ?? upper;
}

export const MATTER_CHIP_TYPES = ['ESPWIFI', 'ESPWIFIBLE'] as const;
export const FRONT_LOAD_WASHER_CHIP_TYPES = ['ESPWIFI', 'ASRWIFI', 'ASRWIFIBLE'] as const;
export const LED_CHIP_TYPES = ['ESPWIFI', 'ESPWIFIBLE', 'NUCLEO9'] as const;

/** Chip types offered for a category: front-load washer, LED, or the Matter list otherwise. */
export function chipTypesFor(category: string): readonly string[] {
  const upper = category.trim().toUpperCase();
  if (upper === 'ODMFRONTLOADWM') return FRONT_LOAD_WASHER_CHIP_TYPES;
  if (upper === 'LEDLIGHTS') return LED_CHIP_TYPES;
  return MATTER_CHIP_TYPES;
}

/** Section 6: the categories whose models a product manager may edit. */
export const PRODUCT_MANAGER_MODEL_CATEGORIES = [
  'SWITCHES',
  'SWITCH',
  'PLUG',
  'FANCONTROLLER',
  'REFRIGERATOR',
  'AC',
] as const;

/**
 * The list names appliances where the device categories of spec 000 section 9 use codes: a
 * refrigerator is REF there. (SWITCH and PLUG have no category code of their own.)
 */
const PRODUCT_MANAGER_NAME_OF: Record<string, string> = { REF: 'REFRIGERATOR' };

/** A category counts as allowed when it, its appliance name or its metadata group is on the list. */
export function isProductManagerCategory(category: string): boolean {
  const list: readonly string[] = PRODUCT_MANAGER_MODEL_CATEGORIES;
  const upper = category.trim().toUpperCase();
  return [upper, PRODUCT_MANAGER_NAME_OF[upper], metadataCategoryOf(category)].some(
    (name) => name !== undefined && list.includes(name),
  );
}

/** Section 4: switch channels are two-digit strings numbered from 00, renumbered after a delete. */
export const channelOf = (index: number): string => String(index).padStart(2, '0');

export function renumberChannels<T extends { channel: string }>(devices: readonly T[]): T[] {
  return devices.map((d, i) => ({ ...d, channel: channelOf(i) }));
}

/** Section 9: the launch date is chosen from today to 100 days ahead. */
export const LAUNCH_WINDOW_DAYS = 100;
export const DEFAULT_MODEL_VERSION = 1;
/** Section 5: an empty help URL is sent as placeholder text. */
export const HELP_DOC_URL_PLACEHOLDER = 'NA';
/** Section 9: 'Device Model Data- {modelNumber}.json'. */
export const modelDownloadName = (modelNumber: string) => `Device Model Data- ${modelNumber}.json`;

/** Section 5: a range replaces the values field for these capability attributes. */
export const RANGE_ATTRIBUTES: readonly (readonly [string, string])[] = [
  ['WMTemperature', 'temperature'],
  ['SleepProfile', 'duration'],
  ['SleepProfile', 'temperature'],
];
export const isRangeAttribute = (capability: string, key: string) =>
  RANGE_ATTRIBUTES.some(([c, k]) => c === capability && k === key);

/**
 * Section 6: a product manager edits the models of the allowed categories only, and adds models in
 * those too (a model added elsewhere could never be edited): the add form's categories and the
 * server's add and edit all ask this.
 */
export const canEditModel = (p: Principal, category: string): boolean =>
  can(p, 'manageDeviceModels') && isProductManagerCategory(category);

/** The categories of `categories` (the user's allowed ones) a product manager may add models in. */
export const modelCategoriesFor = (p: Principal, categories: readonly string[]): string[] =>
  categories.filter((c) => canEditModel(p, c));

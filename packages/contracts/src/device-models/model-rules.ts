import { matterProductIdOf } from '../matter/passcode';
import type { MessageCode } from '../messages';
import type { ControlCapability, SwitchDevice } from './device-models.schemas';
import { chipTypesFor, isRangeAttribute, LAUNCH_WINDOW_DAYS } from './model-categories';

/*
 * The device model rules of spec 001 section 5, one function per field, each answering a message
 * code or undefined. The console runs a field's rule on blur and all of them on submit; the server
 * runs all of them on every add and edit. Section 5 gives two message sets and "both readings":
 * an empty field gets its required-set message, a filled but malformed one its form-level message
 * (fields with no required-set message, Brand and Country, use the form-level one for both).
 */

export interface ModelDraft {
  modelId?: string | null;
  modelNumber?: string | null;
  modelName?: string | null;
  category?: string | null;
  launchDate?: number | null;
  manufacturer?: string | null;
  manufacturerAddress?: string | null;
  brand?: string | null;
  productManagerId?: string | null;
  countries?: readonly string[] | null;
  version?: number | string | null;
  helpDocUrl?: string | null;
  tonnage?: number | string | null;
  capacity?: string | null;
  chipType?: string | null;
  isMatterEnabled?: boolean | null;
  matterPID?: string | null;
  vendorId?: number | string | null;
  devices?: readonly SwitchDevice[] | null;
  controlCapabilities?: readonly ControlCapability[] | null;
}

export interface ModelRuleContext {
  mode: 'add' | 'edit';
  /** Whether the category's metadata defines tonnage, capacity and switch devices. */
  tonnage: boolean;
  capacity: boolean;
  switches: boolean;
  /** Now, in epoch seconds (the launch date window). */
  now: number;
}

type Rule = (d: ModelDraft, ctx: ModelRuleContext) => MessageCode | undefined;

const DAY = 86_400;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const matches = (v: unknown, pattern: RegExp) => pattern.test(String(v).trim());

export const MODEL_ID_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;
export const MODEL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,49}$/;
const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,()&'+_-]{0,99}$/u;
const ADDRESS_PATTERN = /^[^<>{}`]{1,250}$/;
const BRAND_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 &_-]{0,49}$/;
const PRODUCT_MANAGER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._@-]{0,99}$/;
const INTEGER_PATTERN = /^\d{1,9}$/;
/** A Matter vendor or product id: 16 bits, 0 meaning none. */
const isMatterId = (id: number | null) => id !== null && Number.isInteger(id) && id >= 1 && id <= 0xffff;
const NON_NEGATIVE_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;
const PRODUCT_ID_PATTERN = /^[A-Za-z0-9]{1,20}$/;

const textRule =
  (field: keyof ModelDraft, required: MessageCode, invalid: MessageCode, pattern: RegExp): Rule =>
  (d) => {
    const v = d[field];
    if (blank(v)) return required;
    return matches(v, pattern) ? undefined : invalid;
  };

/** Section 5: custom attribute values must be numeric. */
export const isNumericText = (v: string) => /^-?\d+(\.\d+)?$/.test(v.trim());

function capabilityProblem(capabilities: readonly ControlCapability[]): MessageCode | undefined {
  for (const c of capabilities) {
    for (const a of c.attributes) {
      if (a.intValues?.some((n) => !Number.isFinite(n))) return 'customValueNotNumeric';
      if (!a.range) continue;
      const parts = [a.range.min, a.range.max, a.range.increment];
      if (parts.some((p) => p.length === 0 || p.some((e) => !Number.isFinite(e.value)))) {
        return 'invalidRangeValue';
      }
    }
    if (c.attributes.some((a) => isRangeAttribute(c.capability, a.key) && !a.range && !a.intValues)) {
      return 'invalidRangeValue';
    }
  }
  return undefined;
}

/** Every rule by field, in the order the form shows the fields and section 5 lists the messages. */
export const MODEL_RULES = {
  category: (d) => (blank(d.category) ? 'categoryRequired' : undefined),
  modelId: (d, ctx) =>
    ctx.mode === 'edit'
      ? undefined
      : textRule('modelId', 'modelIdRequired', 'invalidModelId', MODEL_ID_PATTERN)(d, ctx),
  modelNumber: (d, ctx) =>
    ctx.mode === 'edit'
      ? undefined
      : textRule('modelNumber', 'modelNumberRequired', 'invalidModelNumber', MODEL_NUMBER_PATTERN)(d, ctx),
  modelName: textRule('modelName', 'modelNameRequired', 'invalidModelName', NAME_PATTERN),
  manufacturer: textRule('manufacturer', 'manufacturerNameRequired', 'invalidManufacturerName', NAME_PATTERN),
  manufacturerAddress: textRule(
    'manufacturerAddress',
    'manufacturerAddressRequired',
    'invalidManufacturerAddress',
    ADDRESS_PATTERN,
  ),
  brand: textRule('brand', 'invalidBrandName', 'invalidBrandName', BRAND_PATTERN),
  productManagerId: textRule(
    'productManagerId',
    'productManagerIdRequired',
    'invalidProductManager',
    PRODUCT_MANAGER_PATTERN,
  ),
  countries: (d) => (d.countries && d.countries.length > 0 ? undefined : 'selectCountry'),
  version: textRule('version', 'versionRequired', 'invalidVersionNumber', INTEGER_PATTERN),
  // Section 5: 'Help URL defaults to placeholder text if empty' (HELP_DOC_URL_PLACEHOLDER), so an
  // empty one is never refused: the required set's 'URL is required' is the reading not taken.
  helpDocUrl: () => undefined,
  launchDate: (d, ctx) => {
    if (ctx.mode === 'edit') return undefined;
    if (blank(d.launchDate)) return 'launchDateRequired';
    const start = Math.floor(ctx.now / DAY) * DAY - DAY; // a day of slack for the browser's time zone
    const end = start + (LAUNCH_WINDOW_DAYS + 3) * DAY;
    const at = Number(d.launchDate);
    return at >= start && at < end ? undefined : 'launchDateOutOfWindow';
  },
  tonnage: (d, ctx) =>
    ctx.mode === 'edit' || !ctx.tonnage
      ? undefined
      : textRule('tonnage', 'tonnageRequired', 'invalidTonnage', NON_NEGATIVE_PATTERN)(d, ctx),
  capacity: (d, ctx) => (ctx.capacity && blank(d.capacity) ? 'invalidCapacity' : undefined),
  chipType: (d) =>
    !blank(d.chipType) && chipTypesFor(d.category ?? '').includes(String(d.chipType))
      ? undefined
      : 'invalidChipType',
  // Spec 001 asks for letters and digits and an integer; a Matter id is also 16 bits (1–65535), or
  // the model's QR codes could not be made (a walk saved vendor 99999999 and product 'abc').
  matterPID: (d) =>
    d.isMatterEnabled &&
    (!matches(d.matterPID ?? '', PRODUCT_ID_PATTERN) || !isMatterId(matterProductIdOf(String(d.matterPID))))
      ? 'invalidProductId'
      : undefined,
  vendorId: (d) =>
    d.isMatterEnabled && (!matches(d.vendorId ?? '', INTEGER_PATTERN) || !isMatterId(Number(d.vendorId)))
      ? 'invalidVendorId'
      : undefined,
  devices: (d, ctx) =>
    ctx.switches && d.devices?.some((s) => !s.name.trim() || !s.type.trim())
      ? 'invalidSwitchDevice'
      : undefined,
  controlCapabilities: (d) => capabilityProblem(d.controlCapabilities ?? []),
} satisfies Record<string, Rule>;

export type ModelField = keyof typeof MODEL_RULES;
export const MODEL_FIELDS = Object.keys(MODEL_RULES) as ModelField[];

/** One field's rule: what the form runs on blur. */
export function modelFieldError(field: ModelField, d: ModelDraft, ctx: ModelRuleContext) {
  return MODEL_RULES[field](d, ctx);
}

/** Every failing field with its message code, in form order: what submit and the server run. */
export function modelErrors(d: ModelDraft, ctx: ModelRuleContext): [ModelField, MessageCode][] {
  return MODEL_FIELDS.flatMap((field) => {
    const code = MODEL_RULES[field](d, ctx);
    return code ? [[field, code] as [ModelField, MessageCode]] : [];
  });
}

/** Section 5: the vendor ID input blocks e, E, +, - and the dot. */
export const VENDOR_ID_BLOCKED_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

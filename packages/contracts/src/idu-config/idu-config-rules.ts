import { messages } from '../messages';

/** The IDU config version: 1–2 digits, a dot, 1–2 digits (spec 001 sections 5 and 9). */
export const IDU_CONFIG_VERSION = /^\d{1,2}\.\d{1,2}$/;

/** An IDU config file's name ends .bin or .BIN (spec 001 sections 5 and 9). */
export const isIduConfigFileName = (name: string | undefined) => /\.(bin|BIN)$/.test(name ?? '');

/** At most this many model tags show in the Model IDs select (spec 001 section 9). */
export const IDU_MODEL_TAGS_SHOWN = 10;

export interface IduConfigUploadFields {
  category?: string;
  brand?: string;
  /** Model IDs, as chosen or comma-joined as sent. */
  modelIds?: string[];
  iduConfigVersion?: string;
  fileName?: string;
}

export type IduConfigUploadErrors = Partial<
  Record<'category' | 'brand' | 'modelIds' | 'iduConfigVersion' | 'file', string>
>;

/** Splits the comma-joined modelId field into trimmed, distinct IDs. */
export const splitModelIds = (joined: string | undefined): string[] => [
  ...new Set(
    (joined ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

/**
 * The upload rules of spec 001 section 5, per field; console and server both use them. An
 * update (`mode: 'update'`) names no category or brand: the config already has them.
 */
export function iduConfigUploadErrors(
  f: IduConfigUploadFields,
  mode: 'upload' | 'update' = 'upload',
): IduConfigUploadErrors {
  const errors: IduConfigUploadErrors = {};
  if (mode === 'upload') {
    if (!f.category?.trim()) errors.category = messages.categoryEmpty;
    if (!f.brand?.trim()) errors.brand = messages.brandEmpty;
    if (!f.modelIds?.length) errors.modelIds = messages.modelIdsEmpty;
  }
  if (!IDU_CONFIG_VERSION.test(f.iduConfigVersion ?? ''))
    errors.iduConfigVersion = messages.invalidIduConfigVersion;
  if (!isIduConfigFileName(f.fileName)) errors.file = messages.invalidIduConfigImage;
  return errors;
}

export type IduConfigSearch =
  | { by: 'modelId'; category?: string; brand?: string; modelId?: string }
  | { by: 'configId'; configId?: string };

/**
 * The View tab's search rule (spec 001 section 5): category, brand and a Model ID, or a Config
 * ID ('Config ID Cannot be Empty' when that is the choice and it is blank), else 'Invalid Filter'.
 * Returns the message, or undefined when the search may run.
 */
export function iduConfigSearchError(s: IduConfigSearch): string | undefined {
  if (s.by === 'configId') return s.configId?.trim() ? undefined : messages.configIdEmpty;
  return s.category?.trim() && s.brand?.trim() && s.modelId?.trim() ? undefined : messages.invalidFilter;
}

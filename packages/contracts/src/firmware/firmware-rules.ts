import { messages } from '../messages';

export const FIRMWARE_KINDS = ['factory', 'fota'] as const;
export type FirmwareKind = (typeof FIRMWARE_KINDS)[number];

/** 1–2 digits, a dot, 1–2 digits (spec 001 sections 5 and 9). */
export const FIRMWARE_VERSION = /^\d{1,2}\.\d{1,2}$/;

/** File name endings per kind (spec 001 section 9). */
export const FIRMWARE_EXTENSIONS: Record<FirmwareKind, { image: string; signature: string }> = {
  factory: { image: '.tar.gz', signature: '.sign' },
  fota: { image: '.ota.bin', signature: '.ota.bin.sig' },
};

export const DEFAULT_CHIP_TYPE = 'ESPWIFI';

export interface FirmwareUploadFields {
  kind: FirmwareKind;
  category?: string;
  brand?: string;
  modelNumber?: string;
  chipType?: string;
  firmwareVersion?: string;
  /** 'true' or 'false' as chosen; undefined when not chosen (FOTA only). */
  isMandatoryVersion?: string;
  imageName?: string;
  signatureName?: string;
}

export type FirmwareUploadErrors = Partial<
  Record<
    'category' | 'brand' | 'modelNumber' | 'isMandatoryVersion' | 'firmwareVersion' | 'image' | 'signature',
    string
  >
>;

const endsWith = (name: string | undefined, ending: string) => Boolean(name?.toLowerCase().endsWith(ending));

/**
 * The upload rules of spec 001 section 5, per field; the console and the server both use them.
 * Factory uploads name category and brand; FOTA uploads name a model number instead.
 */
export function firmwareUploadErrors(f: FirmwareUploadFields): FirmwareUploadErrors {
  const errors: FirmwareUploadErrors = {};
  const ext = FIRMWARE_EXTENSIONS[f.kind];
  if (f.kind === 'factory') {
    if (!f.category?.trim()) errors.category = messages.categoryNameEmpty;
    if (!f.brand?.trim()) errors.brand = messages.brandNameEmpty;
  } else {
    // A FOTA image belongs to a model; its category and brand are the model's.
    if (!f.modelNumber?.trim()) errors.modelNumber = messages.modelNumberEmpty;
    if (f.isMandatoryVersion !== 'true' && f.isMandatoryVersion !== 'false')
      errors.isMandatoryVersion = messages.selectMandatory;
  }
  if (!FIRMWARE_VERSION.test(f.firmwareVersion ?? ''))
    errors.firmwareVersion = messages.invalidFirmwareVersion;
  if (!endsWith(f.imageName, ext.image)) errors.image = messages.invalidFirmwareImage;
  if (!endsWith(f.signatureName, ext.signature)) errors.signature = messages.invalidSignatureFile;
  return errors;
}

/** Compares two versions of the spec's pattern numerically: '1.10' is newer than '1.9'. */
export function compareFirmwareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

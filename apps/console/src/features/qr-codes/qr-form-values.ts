import { QR_DEFAULTS, type QrFormFields } from '@console/contracts/qr-codes';

/** What the Create and Fetch forms hold. */
export interface QrFormValues extends QrFormFields {
  matter?: 'matter' | 'nonMatter';
  /** Create: the models chosen (several allowed); Fetch uses `modelId`. */
  modelIds?: string[];
}

export const QR_FORM_DEFAULTS: QrFormValues = {
  matter: 'matter',
  copies: QR_DEFAULTS.copies,
  qrSpacingMm: QR_DEFAULTS.qrSpacingMm,
  verticalSpacingMm: QR_DEFAULTS.verticalSpacingMm,
  horizontalSpacingMm: QR_DEFAULTS.horizontalSpacingMm,
  dpi: QR_DEFAULTS.dpi,
};

/** The form's values as the section 5 rules read them. */
export const rulesFieldsOf = (v: QrFormValues): QrFormFields => ({
  ...v,
  modelId: v.modelIds ? v.modelIds.join(',') : v.modelId,
});

/** The print part of a request: DPI, copies, and the horizontal spacing only when above 0 (spec 002 section 3). */
export const printQueryOf = (v: QrFormValues) => ({
  dpi: v.dpi ?? 0,
  count: v.copies ?? 0,
  ...((v.horizontalSpacingMm ?? 0) > 0 ? { horizontalSpacingInMM: v.horizontalSpacingMm ?? 0 } : {}),
});

import type { QrFormValues } from '../qr-form-values';
import type { ZplRequest } from './zpl-print-panel';

/**
 * A ZPL print of a tab's labels: its model and serial numbers (none for a model's own label) with
 * the form's copies and the three spacings, in the server's names.
 */
export function zplRequestOf(
  source: 'create' | 'fetch',
  values: QrFormValues,
  subject: { modelId: string; productSerialNumbers: string[] },
): ZplRequest {
  return {
    source,
    category: values.category,
    brand: values.brand,
    isMatter: values.matter === undefined ? undefined : values.matter === 'matter',
    modelId: subject.modelId,
    productSerialNumbers: subject.productSerialNumbers,
    count: values.copies ?? 0,
    qrSpacingInMM: values.qrSpacingMm ?? 0,
    verticalSpacingInMM: values.verticalSpacingMm ?? 0,
    horizontalSpacingInMM: values.horizontalSpacingMm ?? 0,
  };
}

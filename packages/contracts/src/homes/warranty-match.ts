/** The fields of a registered product that a device is matched on. */
interface Registered {
  id: string;
  model_name: string | null;
  serial_no: string | null;
}

const lastSegment = (model: string) => (model.split('-').at(-1) ?? '').trim().toUpperCase();

/**
 * Which registered product a device is (spec 001 sections 4 and 9). The serial-number check: the
 * device's product serial is valid when a product of its owner carries it. Without a valid serial
 * the last '-' segment of the model number picks a product, and the warranty link shows as invalid.
 */
export function matchWarrantyProduct<P extends Registered>(
  products: readonly P[],
  productSerialNumber: string | null,
  modelNumber: string,
): { product: P | undefined; validSerial: boolean } {
  const serial = productSerialNumber?.trim();
  const bySerial = serial ? products.find((p) => p.serial_no?.trim() === serial) : undefined;
  if (bySerial) return { product: bySerial, validSerial: true };
  const segment = lastSegment(modelNumber);
  const byModel = segment
    ? products.find((p) => p.model_name && lastSegment(p.model_name) === segment)
    : undefined;
  return { product: byModel, validSerial: false };
}

/** The fields of a registered product that a device is matched on. */
interface Registered {
  id: string;
  model_name: string | null;
}

const lastSegment = (model: string) => (model.split('-').at(-1) ?? '').trim().toUpperCase();

/**
 * The registered product a device without a valid serial stands for (spec 001 section 9): the
 * model number is split by '-' and its last segment matched against the products' models.
 */
export function matchByModelNumber<P extends Registered>(products: readonly P[], modelNumber: string) {
  const segment = lastSegment(modelNumber);
  if (!segment) return undefined;
  return products.find((p) => p.model_name && lastSegment(p.model_name) === segment);
}

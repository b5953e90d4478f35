import { z } from 'zod';
import { MOBILE_PATTERN } from '../users/users.schemas';

/*
 * E-warranty (spec 000 sections 3 and 7), with the field names the spec gives. The token is ours:
 * a short-lived, signed grant to read one customer's products, issued to the signed-in staff member
 * for a customer in their scope (docs/decisions/0008-homes-and-warranty.md).
 */

export const WarrantyTokenBody = z.object({ mobile: z.string().regex(MOBILE_PATTERN) }).strict();
export const WarrantyToken = z.object({ token: z.string() });
export const WarrantyTokenOnly = z.object({ token: z.string().min(1).max(2000) }).strict();

export const CustomerProduct = z.object({
  id: z.string(),
  product_name: z.string(),
  sub_product_name: z.string().nullable(),
  model_name: z.string().nullable(),
  serial_no: z.string().nullable(),
  image: z.string().nullable(),
  /** The device category the console draws an icon for (AC, REF, WM …). */
  icon: z.string().nullable(),
});
export type CustomerProduct = z.infer<typeof CustomerProduct>;

export const ApplianceData = z.object({ customer_products: z.array(CustomerProduct) });
export type ApplianceData = z.infer<typeof ApplianceData>;

/** Dates as YYYY-MM-DD. */
export const Warranty = z.object({
  id: z.string(),
  WarrantyStartDate: z.string(),
  WarrantyExpiryDate: z.string(),
  TypeOfWarranty: z.string(),
});
export type Warranty = z.infer<typeof Warranty>;

/** Times as ISO 8601 text; JobClosingDate is null while the job is open. */
export const ServiceRequest = z.object({
  ASCJobId: z.string(),
  JobClassification: z.string(),
  JobStatusName: z.string(),
  JobCreationDate: z.string(),
  JobRemarks: z.string().nullable(),
  JobNumber: z.string(),
  RegisteredBy: z.string(),
  JobClosingDate: z.string().nullable(),
});
export type ServiceRequest = z.infer<typeof ServiceRequest>;

export const ProductDetail = z.object({ warranties: z.array(Warranty), services: z.array(ServiceRequest) });
export type ProductDetail = z.infer<typeof ProductDetail>;

export const getWarrantyToken = {
  method: 'POST',
  path: '/simplifi/v1/deviceManagement/ewarranty/token',
  body: WarrantyTokenBody,
  response: WarrantyToken,
} as const;

export const getApplianceData = {
  method: 'POST',
  path: '/simplifi/v1/services/ewarranty/applianceData',
  body: WarrantyTokenOnly,
  response: ApplianceData,
} as const;

export const getProductDetail = {
  method: 'POST',
  path: '/simplifi/v1/services/ewarranty/productDetail',
  query: z.object({ product_id: z.string().trim().min(1).max(100) }),
  body: WarrantyTokenOnly,
  response: ProductDetail,
} as const;

/**
 * A device's warranty standing (our own call; spec 001 leaves the device's warranty fetch unshown):
 * whether its product serial is a registered product's (the serial-number check that styles the
 * warranty link), the product to open first, and a token for its customer (null when there is none
 * the caller may see).
 */
export const DeviceWarranty = z.object({
  validSerial: z.boolean(),
  productId: z.string().nullable(),
  token: z.string().nullable(),
});
export type DeviceWarranty = z.infer<typeof DeviceWarranty>;

export const getDeviceWarranty = {
  method: 'GET',
  path: '/simplifi/v1/services/ewarranty/device/:deviceId',
  params: z.object({ deviceId: z.string().trim().min(1).max(100) }),
  response: DeviceWarranty,
} as const;

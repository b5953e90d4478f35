import type { CustomerProduct, ProductDetail } from '@console/contracts/warranty';
import type { ScopedCaller } from '../../platform/auth/scope';

/**
 * What the caller may see of all customers: their tenant and data scope (products outside their
 * categories and brands stay invisible).
 */
export type WarrantyScope = ScopedCaller;

/** Whose products are asked for, and what the asking staff member may see of them. */
export type WarrantyCustomer = WarrantyScope & { userId: string };

/**
 * Where warranties and service jobs come from. Our database serves them now
 * (`createDbWarrantyProvider`); an external e-warranty system plugs in behind the same two calls.
 */
export interface WarrantyProvider {
  customerProducts(customer: WarrantyCustomer): Promise<CustomerProduct[]>;
  /** One product's warranties and service jobs; null when it is not this customer's or not visible. */
  productDetail(customer: WarrantyCustomer, productId: string): Promise<ProductDetail | null>;
  /** The registered product carrying this serial, and whose it is; null when none is visible. */
  productBySerial(scope: WarrantyScope, serial: string): Promise<{ id: string; userId: string } | null>;
}

import type { CustomerProduct, ProductDetail } from '@console/contracts/warranty';

/** Whose products are asked for, and what the asking staff member may see of them. */
export interface WarrantyCustomer {
  tenantId: string;
  userId: string;
  /** The caller's categories and brands (upper case): products outside them stay invisible. */
  categories: readonly string[];
  brands: readonly string[];
}

/**
 * Where warranties and service jobs come from. Our database serves them now
 * (`createDbWarrantyProvider`); an external e-warranty system plugs in behind the same two calls.
 */
/** What the caller may see of all customers: their tenant, categories and brands (upper case). */
export type WarrantyScope = Omit<WarrantyCustomer, 'userId'>;

export interface WarrantyProvider {
  customerProducts(customer: WarrantyCustomer): Promise<CustomerProduct[]>;
  /** One product's warranties and service jobs; null when it is not this customer's or not visible. */
  productDetail(customer: WarrantyCustomer, productId: string): Promise<ProductDetail | null>;
  /** The registered product carrying this serial, and whose it is; null when none is visible. */
  productBySerial(scope: WarrantyScope, serial: string): Promise<{ id: string; userId: string } | null>;
}

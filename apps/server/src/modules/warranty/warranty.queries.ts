import { and, asc, desc, eq } from 'drizzle-orm';
import { scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { customerProducts, productWarranties, serviceRequests } from '../../platform/db/schema';
import type { WarrantyCustomer, WarrantyScope } from './warranty-provider';

/*
 * customer_products by user (a customer's products) and by serial number; product_warranties and
 * service_requests by product. Every query is limited to the tenant.
 */

/** Products within the caller's tenant, categories and brands (stored upper-case, migration 0031). */
const inScope = (s: WarrantyScope) =>
  scopeCondition(s, {
    tenantId: customerProducts.tenantId,
    category: customerProducts.category,
    brand: customerProducts.brand,
  });

/** The customer's products within the caller's categories and brands. */
const ownedInScope = (c: WarrantyCustomer) => and(inScope(c), eq(customerProducts.userId, c.userId));

export function findCustomerProducts(db: Db, customer: WarrantyCustomer) {
  return db
    .select({
      id: customerProducts.id,
      product_name: customerProducts.productName,
      sub_product_name: customerProducts.subProductName,
      model_name: customerProducts.modelName,
      serial_no: customerProducts.serialNo,
      image: customerProducts.image,
      icon: customerProducts.icon,
    })
    .from(customerProducts)
    .where(ownedInScope(customer))
    .orderBy(asc(customerProducts.createdAt), asc(customerProducts.id));
}

/** The first registered product with this serial within the scope, and whose it is. */
export async function findProductBySerial(db: Db, scope: WarrantyScope, serial: string) {
  const [product] = await db
    .select({ id: customerProducts.id, userId: customerProducts.userId })
    .from(customerProducts)
    .where(and(inScope(scope), eq(customerProducts.serialNo, serial)))
    .orderBy(asc(customerProducts.createdAt), asc(customerProducts.id))
    .limit(1);
  return product;
}

export async function isOwnedProduct(db: Db, customer: WarrantyCustomer, productId: string) {
  const [product] = await db
    .select({ id: customerProducts.id })
    .from(customerProducts)
    .where(and(eq(customerProducts.id, productId), ownedInScope(customer)));
  return product !== undefined;
}

export function findProductWarranties(db: Db, tenantId: string, productId: string) {
  return db
    .select()
    .from(productWarranties)
    .where(and(eq(productWarranties.productId, productId), eq(productWarranties.tenantId, tenantId)))
    .orderBy(asc(productWarranties.startDate), asc(productWarranties.id));
}

export function findServiceRequests(db: Db, tenantId: string, productId: string) {
  return db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.productId, productId), eq(serviceRequests.tenantId, tenantId)))
    .orderBy(desc(serviceRequests.jobCreationDate), asc(serviceRequests.id));
}

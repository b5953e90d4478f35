import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { customerProducts, productWarranties, serviceRequests } from '../../platform/db/schema';
import type { WarrantyCustomer, WarrantyProvider, WarrantyScope } from './warranty-provider';

const inList = (value: SQL, list: readonly string[]) => sql`${value} = any(${sql.param(list)}::text[])`;

/** Products within the caller's tenant, categories and brands. */
const inScope = (s: WarrantyScope) =>
  and(
    eq(customerProducts.tenantId, s.tenantId),
    inList(sql`upper(${customerProducts.category})`, s.categories),
    inList(sql`upper(${customerProducts.brand})`, s.brands),
  );

/** The customer's products within the caller's categories and brands. */
const ownedInScope = (c: WarrantyCustomer) => and(inScope(c), eq(customerProducts.userId, c.userId));

/** The warranty provider over our own tables (docs/decisions/0008-homes-and-warranty.md). */
export function createDbWarrantyProvider(db: Db): WarrantyProvider {
  return {
    customerProducts(customer) {
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
    },

    async productBySerial(scope, serial) {
      const [product] = await db
        .select({ id: customerProducts.id, userId: customerProducts.userId })
        .from(customerProducts)
        .where(and(inScope(scope), eq(customerProducts.serialNo, serial)))
        .orderBy(asc(customerProducts.createdAt), asc(customerProducts.id))
        .limit(1);
      return product ?? null;
    },

    async productDetail(customer, productId) {
      const [product] = await db
        .select({ id: customerProducts.id })
        .from(customerProducts)
        .where(and(eq(customerProducts.id, productId), ownedInScope(customer)));
      if (!product) return null;
      const [warranties, jobs] = await Promise.all([
        db
          .select()
          .from(productWarranties)
          .where(
            and(
              eq(productWarranties.productId, productId),
              eq(productWarranties.tenantId, customer.tenantId),
            ),
          )
          .orderBy(asc(productWarranties.startDate), asc(productWarranties.id)),
        db
          .select()
          .from(serviceRequests)
          .where(
            and(eq(serviceRequests.productId, productId), eq(serviceRequests.tenantId, customer.tenantId)),
          )
          .orderBy(desc(serviceRequests.jobCreationDate), asc(serviceRequests.id)),
      ]);
      return {
        warranties: warranties.map((w) => ({
          id: w.id,
          WarrantyStartDate: w.startDate,
          WarrantyExpiryDate: w.expiryDate,
          TypeOfWarranty: w.typeOfWarranty,
        })),
        services: jobs.map((j) => ({
          ASCJobId: j.ascJobId,
          JobClassification: j.jobClassification,
          JobStatusName: j.jobStatusName,
          JobCreationDate: j.jobCreationDate.toISOString(),
          JobRemarks: j.jobRemarks,
          JobNumber: j.jobNumber,
          RegisteredBy: j.registeredBy,
          JobClosingDate: j.jobClosingDate?.toISOString() ?? null,
        })),
      };
    },
  };
}

import type { Db } from '../../platform/db/client';
import {
  findCustomerProducts,
  findProductBySerial,
  findProductWarranties,
  findServiceRequests,
  isOwnedProduct,
} from './warranty.queries';
import type { WarrantyProvider } from './warranty-provider';

/** The warranty provider over our own tables (docs/decisions/0008-homes-and-warranty.md). */
export function createDbWarrantyProvider(db: Db): WarrantyProvider {
  return {
    customerProducts: (customer) => findCustomerProducts(db, customer),

    async productBySerial(scope, serial) {
      return (await findProductBySerial(db, scope, serial)) ?? null;
    },

    async productDetail(customer, productId) {
      if (!(await isOwnedProduct(db, customer, productId))) return null;
      const [warranties, jobs] = await Promise.all([
        findProductWarranties(db, customer.tenantId, productId),
        findServiceRequests(db, customer.tenantId, productId),
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

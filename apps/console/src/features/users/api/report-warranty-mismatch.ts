import { reportWarrantyMismatch, type WarrantyMismatchBody } from '@console/contracts/warranty';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';

/**
 * The spec's report of a device with no warranty match (spec 001 section 7), sent with the
 * device's fields when the agent proceeds without updating its serial. Nothing is cached or
 * invalidated: the device's warranty standing does not change by it.
 */
export function useReportWarrantyMismatch() {
  return useMutation({
    mutationFn: (body: WarrantyMismatchBody) => apiCall(reportWarrantyMismatch, { body }),
  });
}

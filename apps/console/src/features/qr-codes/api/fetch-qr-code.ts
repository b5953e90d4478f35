import { type FetchQrQuery, fetchQrCode } from '@console/contracts/qr-codes';
import { apiCall } from '@/shared/api/api-call';

/** Fetch and Print: a unit's label by PSN, or a model's. */
export const fetchQrLabel = (query: FetchQrQuery) => apiCall(fetchQrCode, { query });

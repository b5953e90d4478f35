import { type CreateQrBody, createQrCode } from '@console/contracts/qr-codes';
import { apiCall } from '@/shared/api/api-call';

/** One Create and Print request: one serial number, or one model. */
export const createQrLabel = (body: CreateQrBody) => apiCall(createQrCode, { body });

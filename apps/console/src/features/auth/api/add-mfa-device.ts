import { type AddMfaDeviceBody, addMfaDevice } from '@console/contracts/auth';
import { apiCall } from '@/shared/api/api-call';

/** POST addMFADevice (current password first): a new secret to scan, active after the Code 1 / Code 2 sync. */
export const addMfaDeviceRequest = (body: AddMfaDeviceBody) => apiCall(addMfaDevice, { body });

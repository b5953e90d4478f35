import { addMfaDevice } from '@console/contracts/auth';
import { apiCall } from '../../../shared/api/api-call';

/** POST addMFADevice: a new secret to scan; it becomes active after the Code 1 / Code 2 sync. */
export const addMfaDeviceRequest = () => apiCall(addMfaDevice, {});

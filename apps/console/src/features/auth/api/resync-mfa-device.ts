import { type ResyncMfaBody, resyncMfaDevice } from '@console/contracts/auth';
import { apiCall } from '@/shared/api/api-call';

/** POST resyncMFADevice: two consecutive codes make the new device active. */
export const resyncMfaDeviceRequest = (body: ResyncMfaBody) => apiCall(resyncMfaDevice, { body });

import { getModelById } from '@console/contracts/device-models';
import { apiCall } from '@/shared/api/api-call';

/** A scanned plain code read as a Model ID: the model, or the call's error when it is none. */
export const getScannedModel = (id: string) => apiCall(getModelById, { params: { id } });

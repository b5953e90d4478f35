import { type ValidateMfaBody, validateMfa } from '@console/contracts/auth';
import { apiCall } from '@/shared/api/api-call';

/** POST validateMFA: the sign-in code for an mfaToken, answered with a session. */
export const validateMfaRequest = (body: ValidateMfaBody) => apiCall(validateMfa, { body });

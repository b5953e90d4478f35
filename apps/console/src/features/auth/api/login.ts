import { type LoginBody, login } from '@console/contracts/auth';
import { HEADER_CAPTCHA } from '@console/contracts/http';
import { messages } from '@console/contracts/messages/core';
import { apiCall } from '@/shared/api/api-call';
import { ApiError } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { solvedCaptcha } from '../captcha/solved-captcha';

/** POST login with the captcha payload in its header (spec 000 section 7). */
export const loginRequest = (body: LoginBody, captcha: string) =>
  apiCall(login, { body, headers: { [HEADER_CAPTCHA]: captcha } });

/**
 * Signs in; when the server asks more of the captcha for this account (after many failed sign-ins
 * to it from browsers it does not know, docs/decisions/0031), solves the account's harder
 * challenge and tries once more, saying why it takes longer.
 */
export async function loginWithStepUp(body: LoginBody, captcha: string) {
  try {
    return await loginRequest(body, captcha);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'captchaStepUp')) throw error;
    showAlert('warning', messages.captchaStepUp);
    const harder = await solvedCaptcha(body.userName);
    if (!harder) throw error;
    return loginRequest(body, harder.payload);
  }
}

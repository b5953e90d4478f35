import { type LoginBody, login } from '@console/contracts/auth';
import { HEADER_CAPTCHA } from '@console/contracts/http';
import { apiCall } from '../../../shared/api/api-call';

/** POST login with the captcha payload in its header (spec 000 section 7). */
export const loginRequest = (body: LoginBody, captcha: string) =>
  apiCall(login, { body, headers: { [HEADER_CAPTCHA]: captcha } });

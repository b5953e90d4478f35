import type { AreaModule } from '../context';
import { authRoutes } from './auth.routes';
import { mfaRoutes } from './mfa.routes';
import { passwordRoutes } from './password.routes';

export { findStaffMember } from './auth.queries';
export { type AuthService, createAuthService } from './auth.service';
export { type CaptchaService, createCaptchaService } from './captcha.service';
export { createMfaService, type MfaService } from './mfa.service';
export { createPasswordService, type PasswordService } from './password.service';
export { createSignInStepUp } from './sign-in-step-up';

/** Sign-in, captcha, MFA and passwords. */
export const authModule: AreaModule = {
  name: 'auth',
  routes: (ctx) => async (app) => {
    await app.register(authRoutes(ctx));
    await app.register(mfaRoutes(ctx));
    await app.register(passwordRoutes(ctx));
  },
};

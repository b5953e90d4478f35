import { defineModule } from '../../platform/module';
import { type AuthContext, type AuthDeps, createAuthServices } from './auth.deps';
import { authRoutes } from './auth.routes';
import { mfaRoutes } from './mfa.routes';
import { passwordRoutes } from './password.routes';

export { findStaffMember } from './auth.queries';
export { tenantOfRequest } from './request-tenant';
export { cookieValue } from './sign-in-trust';

/** Sign-in, captcha, MFA and passwords. */
export const authModule = defineModule({
  name: 'auth',
  services: (ctx: AuthContext) => createAuthServices(ctx),
  routes: (deps: AuthDeps) => async (app) => {
    await app.register(authRoutes(deps));
    await app.register(mfaRoutes(deps));
    await app.register(passwordRoutes(deps));
  },
});

import { defineModule } from '../../platform/module';
import { createSsoServices, type SsoContext, type SsoDeps } from './sso.deps';
import { ssoRoutes } from './sso.routes';

/** Single sign-on per tenant through its OpenID Provider (issue 33, decision 0042). */
export const ssoModule = defineModule({
  name: 'sso',
  services: (ctx: SsoContext) => createSsoServices(ctx),
  routes: (deps: SsoDeps) => ssoRoutes(deps),
});

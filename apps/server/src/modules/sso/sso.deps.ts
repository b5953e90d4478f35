import { setProviderCheck } from '../../platform/auth/provider-check';
import { type PlatformContext, sessionPolicy } from '../../platform/context';
import type { TenantService } from '../tenants';
import { createSsoClient } from './sso-client';
import { createSsoSettings } from './sso-settings.service';
import { createSsoSignIn } from './sso-sign-in.service';

export type SsoContext = Pick<PlatformContext, 'config' | 'db' | 'guard' | 'rateLimits' | 'secretKey'> & {
  tenants: TenantService;
};

/** The area's services; the sign-in's provider check is what the session guard asks when one is due. */
export function createSsoServices(ctx: SsoContext) {
  const client = createSsoClient();
  const signIn = createSsoSignIn({
    db: ctx.db,
    secretKey: ctx.secretKey,
    policy: sessionPolicy(ctx.config),
    client,
  });
  setProviderCheck(ctx.db, signIn.recheck);
  return { sso: { signIn, settings: createSsoSettings({ db: ctx.db, secretKey: ctx.secretKey, client }) } };
}

export type SsoDeps = SsoContext & ReturnType<typeof createSsoServices>;

import { type PlatformContext, sessionPolicy } from '../../platform/context';
import type { TenantService } from '../tenants';
import { createAuthService } from './auth.service';
import { createCaptchaService } from './captcha.service';
import { createMfaService } from './mfa.service';
import { createPasswordService } from './password.service';
import { createSignInStepUp } from './sign-in-step-up';

/** What the sign-in area takes from the composition root. */
export type AuthContext = Pick<
  PlatformContext,
  'config' | 'db' | 'guard' | 'mailer' | 'rateLimits' | 'secretKey'
> & { tenants: TenantService };

/** The sign-in area's own services, shared by its routes (made once per app). */
export function createAuthServices(ctx: AuthContext) {
  const { config, db, mailer, rateLimits, secretKey } = ctx;
  const policy = sessionPolicy(config);
  const mfa = createMfaService(db, secretKey, policy);
  return {
    auth: createAuthService(db, policy, mfa, {
      stepUp: createSignInStepUp(db, rateLimits, {
        threshold: config.LOGIN_STEP_UP_FAILURES,
        baseDifficulty: config.CAPTCHA_DIFFICULTY,
        perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
      }),
      trustKey: secretKey,
    }),
    mfa,
    captcha: createCaptchaService(db, {
      hmacKey: secretKey.toString('hex'),
      difficulty: config.CAPTCHA_DIFFICULTY,
    }),
    passwords: createPasswordService(db, secretKey, mailer, {
      otpTtlMinutes: config.OTP_TTL_MINUTES,
      otpMaxAttempts: config.OTP_MAX_ATTEMPTS,
      lockoutThreshold: config.LOCKOUT_THRESHOLD,
      lockoutMinutes: config.LOCKOUT_MINUTES,
    }),
  };
}

/** What the sign-in routes receive: the context and the area's services. */
export type AuthDeps = AuthContext & ReturnType<typeof createAuthServices>;

import { changePassword, forgotPassword, otpGeneration, otpValidation } from '@console/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, sessionTokenOf } from '../../platform/auth/guard';
import { bodyField, rateLimiter } from '../../platform/http/rate-limiter';
import { routeOptions } from '../../platform/http/route-options';
import type { AuthDeps } from './auth.deps';
import { tenantOfRequest } from './request-tenant';

const SUCCESS = { status: 'success' as const };

/** Password reset by OTP and change password (spec 000 sections 2, 7 and 8). */
export const passwordRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const perMinute = deps.config.LOGIN_RATE_LIMIT_PER_MINUTE;
    const limitByAddress = rateLimiter(deps.rateLimits, 'password-address', {
      max: perMinute,
      windowMs: 60_000,
    });
    // Per address is not enough: many addresses could still flood one person's mailbox or guess one code.
    const perEmail = (name: string, max: number) =>
      rateLimiter(deps.rateLimits, name, { max, windowMs: 60_000, key: bodyField('email') });
    const limitSendByEmail = perEmail('otp-send', 5);
    const limitCheckByEmail = perEmail('otp-check', 10);
    const limitResetByEmail = perEmail('reset', 10);
    // Codes still being issued after their answer finish before the app (and its database) closes.
    app.addHook('onClose', () => deps.passwords.settled());

    app.post(
      otpGeneration.path,
      routeOptions(otpGeneration, { tags: ['auth'], preValidation: [limitByAddress, limitSendByEmail] }),
      async (request) => {
        const tenant = await tenantOfRequest(deps, request);
        deps.passwords.requestOtp(tenant, request.body.email, request.ip, (err) =>
          request.log.error({ err }, 'password reset code not issued'),
        );
        return SUCCESS;
      },
    );

    app.post(
      otpValidation.path,
      routeOptions(otpValidation, { tags: ['auth'], preValidation: [limitByAddress, limitCheckByEmail] }),
      async (request) => {
        const tenant = await tenantOfRequest(deps, request);
        return { verificationToken: await deps.passwords.verifyOtp(tenant.id, request.body, request.ip) };
      },
    );

    app.post(
      forgotPassword.path,
      routeOptions(forgotPassword, { tags: ['auth'], preValidation: [limitByAddress, limitResetByEmail] }),
      async (request) => {
        const tenant = await tenantOfRequest(deps, request);
        await deps.passwords.resetPassword(tenant.id, request.body, request.ip);
        return SUCCESS;
      },
    );

    app.post(
      changePassword.path,
      routeOptions(changePassword, {
        tags: ['auth'],
        preValidation: [limitByAddress, deps.guard('changePassword')],
      }),
      async (request) => {
        await deps.passwords.changePassword(
          authOf(request),
          sessionTokenOf(request),
          request.body,
          request.ip,
        );
        return SUCCESS;
      },
    );
  };

import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ChangePasswordBody, ForgotPasswordBody, OtpValidationBody } from '@console/contracts/auth';
import { audit } from '../../platform/audit/audit';
import { isBreachedPassword } from '../../platform/auth/breached-passwords';
import { hashPassword } from '../../platform/auth/passwords';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { revokeOtherSessions, revokeUserSessions } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { clearAllLoginFailures } from './auth.queries';
import { confirmCurrentPassword } from './current-password';
import type { LockoutPolicy } from './lockout';
import {
  countWrongOtp,
  findOpenReset,
  findStaffByEmail,
  replaceOpenResets,
  setPasswordHash,
  setVerificationToken,
  spendVerificationToken,
} from './password.queries';
import { otpMail } from './password-mail';

export interface PasswordPolicy extends LockoutPolicy {
  otpTtlMinutes: number;
  otpMaxAttempts: number;
}

const TOKEN_TTL_MS = 10 * 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Password reset by OTP and change password (spec 000 sections 2, 7 and 8). Every answer about
 * an address is the same whether or not an account has it; codes and tokens are stored as
 * hashes; a reset ends every session and leaves two-step authentication as it was.
 */
export function createPasswordService(db: Db, secretKey: Buffer, mailer: Mailer, policy: PasswordPolicy) {
  const otpHash = (staffUserId: string, otp: string) =>
    createHmac('sha256', secretKey).update(`${staffUserId}:${otp.toUpperCase()}`).digest('hex');

  async function newPasswordHash(password: string) {
    if (await isBreachedPassword(password)) throw badRequest('passwordBreached');
    return hashPassword(password);
  }

  /** Looks the address up and, when it is an account's, replaces its open code and mails a new one. */
  async function issueOtp(tenant: { id: string; displayName: string }, email: string, ip: string) {
    const user = await findStaffByEmail(db, tenant.id, email);
    const base = { tenantId: tenant.id, action: 'auth.otp.requested', entity: 'staff_user', ip };
    if (!user) {
      await audit(db, { ...base, detail: { email, known: false } });
      return;
    }
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await replaceOpenResets(db, {
      tenantId: tenant.id,
      staffUserId: user.id,
      otpHash: otpHash(user.id, otp),
      expiresAt: new Date(Date.now() + policy.otpTtlMinutes * 60_000),
    });
    await mailer.send(otpMail({ tenant, to: user.email, otp, minutes: policy.otpTtlMinutes }));
    await audit(db, { ...base, actorId: user.id, actorName: user.userName, entityId: user.id });
  }

  const issuing = new Set<Promise<void>>();

  return {
    /**
     * Takes a reset code request and returns at once: the lookup, the code and the mail happen after
     * the answer has gone (setImmediate), so a known address answers in the same time as an unknown
     * one and a failure cannot tell them apart either (docs/decisions/0018).
     */
    requestOtp(
      tenant: { id: string; displayName: string },
      email: string,
      ip: string,
      onError: (error: unknown) => void,
    ): void {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => issueOtp(tenant, email, ip))
        .catch(onError)
        .finally(() => issuing.delete(work));
      issuing.add(work);
    },

    /** Resolves when every code requested so far has been issued (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...issuing]);
    },

    async verifyOtp(tenantId: string, body: OtpValidationBody, ip: string): Promise<string> {
      const user = await findStaffByEmail(db, tenantId, body.email);
      const reset = user ? await findOpenReset(db, user.id) : undefined;
      const who = { tenantId, entity: 'staff_user', entityId: user?.id, actorId: user?.id, ip };
      if (!user || !reset) {
        await audit(db, { ...who, action: 'auth.otp.failed', detail: { email: body.email } });
        throw badRequest('otpVerificationFailed');
      }
      const expected = Buffer.from(reset.otpHash, 'hex');
      const given = Buffer.from(otpHash(user.id, body.OTP), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = await countWrongOtp(db, reset.id, policy.otpMaxAttempts);
        await audit(db, { ...who, action: 'auth.otp.failed', detail: { attempts } });
        throw attempts >= policy.otpMaxAttempts
          ? new AppError(429, 'tooManyAttempts')
          : badRequest('otpVerificationFailed');
      }
      const token = randomBytes(32).toString('base64url');
      await setVerificationToken(db, reset.id, sha256(token), new Date(Date.now() + TOKEN_TTL_MS));
      await audit(db, { ...who, action: 'auth.otp.verified' });
      return token;
    },

    async resetPassword(tenantId: string, body: ForgotPasswordBody, ip: string): Promise<void> {
      const passwordHash = await newPasswordHash(body.newPassword);
      const spent = await spendVerificationToken(db, tenantId, body.email, sha256(body.token));
      if (!spent) {
        await audit(db, { tenantId, action: 'auth.password.reset.failed', entity: 'staff_user', ip });
        throw badRequest('resetFailed');
      }
      await setPasswordHash(db, spent.staffUserId, passwordHash);
      await clearAllLoginFailures(db, spent.staffUserId);
      await revokeUserSessions(db, spent.staffUserId);
      await audit(db, {
        tenantId,
        actorId: spent.staffUserId,
        action: 'auth.password.reset',
        entity: 'staff_user',
        entityId: spent.staffUserId,
        ip,
      });
    },

    /** Every other session of the person ends; the one of `token` (the caller's) stays. */
    async changePassword(
      auth: RequestAuth,
      token: string,
      body: ChangePasswordBody,
      ip: string,
    ): Promise<void> {
      await confirmCurrentPassword(db, policy, auth, body.currentPassword, ip);
      await setPasswordHash(db, auth.userId, await newPasswordHash(body.newPassword));
      await revokeOtherSessions(db, auth.userId, token);
      await audit(db, auth, {
        action: 'auth.password.changed',
        entity: 'staff_user',
        entityId: auth.userId,
        ip,
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;

import type {
  AddMfaDeviceBody,
  LoginResult,
  MfaDevice,
  ResyncMfaBody,
  ValidateMfaBody,
} from '@console/contracts/auth';
import QRCode from 'qrcode';
import { type AuditEntry, audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { openSecret, sealSecret } from '../../platform/auth/secret-box';
import { createSession, revokeUserSessions, type SessionPolicy } from '../../platform/auth/sessions';
import { newTotpSecret, otpauthUri, verifyTotp } from '../../platform/auth/totp';
import type { Db } from '../../platform/db/client';
import type { staffUsers, TenantSettings } from '../../platform/db/schema';
import { AppError, badRequest, unauthorized } from '../../platform/http/errors';
import { findTenantName } from '../tenants';
import { clearFailedLogins, recordFailedLogin } from './auth.queries';
import { confirmCurrentPassword } from './current-password';
import { isLocked, type LockoutPolicy, lockedError } from './lockout';
import {
  acceptStep,
  activatePendingSecret,
  claimChallenge,
  createChallenge,
  findStaffById,
  hashMfaToken,
  setPendingSecret,
  useChallenge,
} from './mfa.queries';
import { emitSignInLocked, emitSignInRefused } from './sign-in-events';

type StaffRow = typeof staffUsers.$inferSelect;

export interface SignInTenant {
  id: string;
  displayName: string;
  settings: TenantSettings;
}

/**
 * Two-step authentication (TOTP, RFC 6238): the second step of sign-in, setup at sign-in when the
 * tenant requires it, and Add Device from Settings. A new secret stays pending until two
 * consecutive codes from it are entered (resync); only then does it replace the active one.
 */
export function createMfaService(db: Db, key: Buffer, policy: SessionPolicy & LockoutPolicy) {
  const entry = (tenantId: string | null, user: { id: string; userName: string } | null, ip: string) => ({
    tenantId,
    actorId: user?.id ?? null,
    actorName: user?.userName ?? null,
    entity: 'staff_user',
    entityId: user?.id ?? null,
    ip,
  });
  const record = (base: Omit<AuditEntry, 'action'>, action: string, detail?: Record<string, unknown>) =>
    audit(db, { ...base, action, ...(detail ? { detail } : {}) });

  /** A fresh pending secret for the account, as a QR code and as text for manual entry. */
  async function newDevice(user: { id: string; userName: string }, issuer: string): Promise<MfaDevice> {
    const secret = newTotpSecret();
    await setPendingSecret(db, user.id, sealSecret(key, secret));
    const qrCodeUrl = await QRCode.toDataURL(otpauthUri(secret, user.userName, issuer));
    return { qrCodeUrl, secret };
  }

  return {
    /**
     * After a right password and a permitted role: an mfaToken when the account has two-step, a
     * setup (QR code, secret and a setup mfaToken) when the tenant requires it and the account has
     * none, else null (a session may be issued at once).
     */
    async signInStep(
      user: StaffRow,
      tenant: SignInTenant,
      clientId: string | undefined,
      ip: string,
    ): Promise<LoginResult | null> {
      const base = { tenantId: tenant.id, staffUserId: user.id, clientId };
      const who = entry(tenant.id, user, ip);
      if (user.mfaEnabled && user.totpSecretEnc) {
        const mfaToken = await createChallenge(db, { ...base, purpose: 'login' });
        await record(who, 'auth.mfa.challenge');
        return { mfaToken, isAuthenticated: false };
      }
      if (tenant.settings.mfaRequired) {
        const device = await newDevice(user, tenant.displayName);
        const mfaToken = await createChallenge(db, { ...base, purpose: 'setup' });
        await record(who, 'auth.mfa.setup_started');
        return { ...device, mfaToken, isAuthenticated: false };
      }
      return null;
    },

    /** The code after the password: a session on a right code, once per mfaToken and per code. */
    async validate(body: ValidateMfaBody, tenantId: string | undefined, ip: string): Promise<LoginResult> {
      const tokenHash = hashMfaToken(body.mfaToken);
      const challenge = await claimChallenge(db, tokenHash, 'login', tenantId);
      if (!challenge) {
        // The tenant header is the caller's word only: not recorded as the entry's tenant.
        await record(entry(null, null, ip), 'auth.mfa.token_refused', { purpose: 'login' });
        throw unauthorized();
      }
      const user = await findStaffById(db, challenge.staffUserId);
      if (!user || user.tenantId !== challenge.tenantId || !user.mfaEnabled || !user.totpSecretEnc) {
        throw unauthorized();
      }
      const who = entry(challenge.tenantId, user, ip);
      // Wrong codes count on the account, across mfaTokens, with wrong passwords (ASVS 2.2.1).
      if (isLocked(user.lockedUntil)) {
        await record(who, 'auth.mfa.locked');
        await emitSignInRefused(db, user.tenantId, user.userName, 'locked', ip);
        throw lockedError(user.lockedUntil);
      }
      const wrongCode = async (detail: Record<string, unknown>) => {
        const lockedNow = await recordFailedLogin(db, user.id, policy);
        await record(who, 'auth.mfa.failed', { attempt: challenge.attempts, ...detail });
        await emitSignInRefused(db, user.tenantId, user.userName, 'wrongCode', ip);
        await emitSignInLocked(db, user.tenantId, user.userName, lockedNow, ip);
        return badRequest('mfaInvalid');
      };
      const step = verifyTotp(openSecret(key, user.totpSecretEnc), body.otp, user.totpLastStep);
      if (step === null) throw await wrongCode({});
      const session = await db.transaction(async (tx) => {
        // A code already accepted (this step or a later one) is a replay.
        if (!(await acceptStep(tx, user.id, step))) return null;
        if (!(await useChallenge(tx, tokenHash))) throw unauthorized();
        await clearFailedLogins(tx, user.id);
        return createSession(
          tx,
          { tenantId: challenge.tenantId, staffUserId: user.id, clientId: challenge.clientId },
          policy,
        );
      });
      if (!session) throw await wrongCode({ replay: true });
      await record(who, 'auth.mfa.validated');
      await record(who, 'auth.login', { mfa: true });
      return { accessToken: session.token, isAuthenticated: true, expiresAt: session.expiresAt.getTime() };
    },

    /** Settings, Add Device: a new pending secret for the signed-in account, after its password. */
    async addDevice(auth: RequestAuth, body: AddMfaDeviceBody, ip: string): Promise<MfaDevice> {
      await confirmCurrentPassword(db, policy, auth, body.currentPassword, ip);
      const issuer = (await findTenantName(db, auth.tenantId)) ?? auth.tenantId;
      const device = await newDevice({ id: auth.userId, userName: auth.userName }, issuer);
      await record(
        entry(auth.tenantId, { id: auth.userId, userName: auth.userName }, ip),
        'auth.mfa.device_added',
      );
      return device;
    },

    /**
     * Activates the pending secret on two consecutive codes from it (Code 2 at the time step right
     * after Code 1's, both within the ±1 step window). Authorised by the setup mfaToken from
     * sign-in when one is sent, else by the session. Every session of the account then ends: the
     * person signs in again with the new device.
     */
    async resync(
      body: ResyncMfaBody,
      caller: { auth?: RequestAuth; tenantId?: string },
      ip: string,
    ): Promise<void> {
      const tokenHash = body.mfaToken ? hashMfaToken(body.mfaToken) : undefined;
      let owner: { staffUserId: string; tenantId: string };
      if (tokenHash) {
        const challenge = await claimChallenge(db, tokenHash, 'setup', caller.tenantId);
        if (!challenge) {
          await record(entry(null, null, ip), 'auth.mfa.token_refused', { purpose: 'setup' });
          throw unauthorized();
        }
        owner = challenge;
      } else if (caller.auth) {
        await confirmCurrentPassword(db, policy, caller.auth, body.currentPassword, ip);
        owner = { staffUserId: caller.auth.userId, tenantId: caller.auth.tenantId };
      } else {
        throw unauthorized();
      }
      const user = await findStaffById(db, owner.staffUserId);
      if (!user || user.tenantId !== owner.tenantId) throw unauthorized();
      const who = entry(owner.tenantId, user, ip);
      const pending = user.totpPendingEnc;
      if (!pending) {
        await record(who, 'auth.mfa.resync_failed', { reason: 'no pending device' });
        throw badRequest('mfaInvalid');
      }
      const secret = openSecret(key, pending);
      const first = verifyTotp(secret, body.mfaCode1, null);
      const second = first === null ? null : verifyTotp(secret, body.mfaCode2, first);
      if (first === null || second !== first + 1) {
        await record(who, 'auth.mfa.resync_failed', { reason: 'codes' });
        throw badRequest('mfaInvalid');
      }
      await db.transaction(async (tx) => {
        if (tokenHash && !(await useChallenge(tx, tokenHash))) throw unauthorized();
        // A later Add Device replaced the secret these codes came from.
        if (!(await activatePendingSecret(tx, user.id, pending, second))) {
          throw new AppError(400, 'mfaSyncFailed');
        }
      });
      await revokeUserSessions(db, user.id);
      await record(who, 'auth.mfa.enabled', { via: tokenHash ? 'sign-in' : 'settings' });
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;

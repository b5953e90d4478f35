import { isRole, principalOf, rules } from '@console/contracts/access';
import type { LoginBody, LoginResult, TokenDetails } from '@console/contracts/auth';
import { audit } from '../../platform/audit/audit';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { createSession, revokeSession, type SessionPolicy } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { AppError, forbidden, unauthorized } from '../../platform/http/errors';
import { clearFailedLogins, findStaffByUserName, recordFailedLogin } from './auth.queries';
import { isLocked, type LockoutPolicy } from './lockout';
import type { MfaService, SignInTenant } from './mfa.service';

export interface AuthPolicy extends SessionPolicy, LockoutPolicy {}

// Unknown user names still pay for one hash check, so timing does not tell which names exist.
const dummyHash = hashPassword('not-a-real-password');

export function createAuthService(db: Db, policy: AuthPolicy, mfa: MfaService) {
  return {
    async login(tenant: SignInTenant, body: LoginBody, ip: string): Promise<LoginResult> {
      const tenantId = tenant.id;
      const user = await findStaffByUserName(db, tenantId, body.userName);
      const base = { tenantId, action: 'auth.login', entity: 'staff_user', ip };
      if (!user) {
        await verifyPassword(await dummyHash, body.password);
        await audit(db, { ...base, action: 'auth.login.failed', detail: { userName: body.userName } });
        throw unauthorized('loginFailed');
      }
      const who = { ...base, actorId: user.id, actorName: user.userName, entityId: user.id };
      if (isLocked(user.lockedUntil)) {
        await audit(db, { ...who, action: 'auth.login.locked' });
        throw new AppError(429, 'accountLocked');
      }
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        await recordFailedLogin(db, user.id, policy.lockoutThreshold, policy.lockoutMinutes);
        await audit(db, { ...who, action: 'auth.login.failed' });
        throw unauthorized('loginFailed');
      }
      if (!rules.signIn(principalOf(user.roles.filter(isRole), false))) {
        await audit(db, { ...who, action: 'auth.login.refused' });
        throw forbidden('roleRequired');
      }
      // Two-step: the code (or its setup) comes before any session. The failure count stays until
      // the code is right too: a known password must not buy fresh guesses at the code.
      const secondStep = await mfa.signInStep(user, tenant, body.clientId, ip);
      if (secondStep) return secondStep;
      await clearFailedLogins(db, user.id);
      const session = await createSession(
        db,
        { tenantId, staffUserId: user.id, clientId: body.clientId },
        policy,
      );
      await audit(db, { ...who, action: 'auth.login' });
      return { accessToken: session.token, isAuthenticated: true, expiresAt: session.expiresAt.getTime() };
    },

    async logout(auth: RequestAuth, ip: string): Promise<void> {
      await revokeSession(db, auth.token);
      await audit(db, {
        tenantId: auth.tenantId,
        actorId: auth.userId,
        actorName: auth.userName,
        action: 'auth.logout',
        entity: 'staff_user',
        entityId: auth.userId,
        ip,
      });
    },

    tokenDetails(auth: RequestAuth): TokenDetails {
      return {
        userId: auth.userId,
        userName: auth.userName,
        firstName: auth.firstName,
        lastName: auth.lastName,
        email: auth.email,
        tenantId: auth.tenantId,
        roles: [...auth.principal.roles],
        permissions: auth.permissions,
        userLevel: auth.principal.level,
        mfaEnabled: auth.mfaEnabled,
        ...auth.scope,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

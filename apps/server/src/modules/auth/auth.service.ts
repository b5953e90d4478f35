import { isRole, principalOf, rules } from '@console/contracts/access';
import type { LoginBody, LoginResult, TokenDetails } from '@console/contracts/auth';
import type { StaffSignInRefusedData } from '@console/contracts/webhooks';
import { audit } from '../../platform/audit/audit';
import { passwordSignInAllowed } from '../../platform/auth/password-sign-in';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { createSession, revokeSession, type SessionPolicy } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { forbidden, unauthorized } from '../../platform/http/errors';
import {
  clearFailedLogins,
  clearLoginFailures,
  findLoginFailure,
  findStaffByUserName,
  recordLoginFailure,
} from './auth.queries';
import { addressKey, isLocked, type LockoutPolicy, lockedError } from './lockout';
import type { MfaService, SignInTenant } from './mfa.service';
import { emitSignInLocked, emitSignInRefused } from './sign-in-events';
import type { AccountName, SignInStepUp } from './sign-in-step-up';
import { cookieValue, isTrusted, trustCookieName, trustToken } from './sign-in-trust';

export interface AuthPolicy extends SessionPolicy, LockoutPolicy {}

/** What the route knows of the caller besides the body: its solved captcha's size, its cookies. */
export interface SignInClient {
  captchaDifficulty: number;
  cookies: string | undefined;
}

/** The answer, and the cookie that makes this browser known to the account (after a right password). */
export interface SignInAnswer {
  answer: LoginResult;
  trust?: { name: string; token: string };
}

/** What an unknown name's password is checked against, so it costs what a real one does. */
const dummyHash = hashPassword('not-a-real-password');

export function createAuthService(
  db: Db,
  policy: AuthPolicy,
  mfa: MfaService,
  signIn: { stepUp: SignInStepUp; trustKey: Buffer },
) {
  /** The caller's cookies hold this account's known-browser token (sign-in-trust.ts). */
  const knowsBrowser = (account: AccountName, user: { passwordHash: string } | undefined, cookies?: string) =>
    !!user &&
    isTrusted(
      signIn.trustKey,
      { ...account, passwordHash: user.passwordHash },
      cookieValue(cookies, trustCookieName(account)),
    );
  return {
    async login(
      tenant: SignInTenant,
      body: LoginBody,
      ip: string,
      client: SignInClient,
    ): Promise<SignInAnswer> {
      const tenantId = tenant.id;
      // The lockout key: the name as sign-in matches it and the caller's address. A real account and
      // an unknown name take the same steps and get the same answers (docs/decisions/0018).
      const account = { tenantId, userName: body.userName.toLowerCase() };
      const key = { ...account, address: addressKey(ip) };
      const user = await findStaffByUserName(db, tenantId, body.userName);
      // The account-wide limits hold back browsers the account never signed in from, and only
      // those: a stranger cannot slow down the person's own (docs/decisions/0031).
      if (!knowsBrowser(account, user, client.cookies)) {
        await signIn.stepUp.admit(account, client.captchaDifficulty);
      }
      const failure = await findLoginFailure(db, key);
      const base = { tenantId, action: 'auth.login', entity: 'staff_user', ip };
      const who = user
        ? { ...base, actorId: user.id, actorName: user.userName, entityId: user.id }
        : { ...base, detail: { userName: body.userName } };
      const refused = (reason: StaffSignInRefusedData['reason']) =>
        emitSignInRefused(db, tenantId, body.userName, reason, ip);
      if (isLocked(failure?.lockedUntil)) {
        await audit(db, { ...who, action: 'auth.login.locked' });
        await refused('locked');
        throw lockedError(failure.lockedUntil);
      }
      if (!(await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password)) || !user) {
        const lockedNow = await recordLoginFailure(db, key, policy);
        await audit(db, { ...who, action: 'auth.login.failed' });
        await refused('wrongPassword');
        await emitSignInLocked(db, tenantId, body.userName, lockedNow, ip);
        throw unauthorized('loginFailed');
      }
      await clearLoginFailures(db, key);
      const token = trustToken(signIn.trustKey, { ...account, passwordHash: user.passwordHash });
      const trust = { name: trustCookieName(account), token };
      // Locked by wrong two-step codes: only someone who knows the password learns it.
      if (isLocked(user.lockedUntil)) {
        await audit(db, { ...who, action: 'auth.login.locked', detail: { secondFactor: true } });
        await refused('locked');
        throw lockedError(user.lockedUntil);
      }
      if (!rules.signIn(principalOf(user.roles.filter(isRole), false))) {
        await audit(db, { ...who, action: 'auth.login.refused' });
        await refused('roleRequired');
        throw forbidden('roleRequired');
      }
      // A tenant that requires single sign-on lets only its break-glass accounts use a password (issue 33).
      if (!(await passwordSignInAllowed(db, tenantId, user.userName))) {
        await audit(db, { ...who, action: 'auth.login.refused', detail: { ssoRequired: true } });
        await refused('ssoRequired');
        throw forbidden('ssoRequired');
      }
      // Two-step: the code (or its setup) comes before any session. The failure count stays until
      // the code is right too: a known password must not buy fresh guesses at the code.
      const secondStep = await mfa.signInStep(user, tenant, body.clientId, ip);
      if (secondStep) return { answer: secondStep, trust };
      await clearFailedLogins(db, user.id);
      const session = await createSession(
        db,
        { tenantId, staffUserId: user.id, clientId: body.clientId },
        policy,
      );
      await audit(db, { ...who, action: 'auth.login' });
      const answer = {
        accessToken: session.token,
        isAuthenticated: true,
        expiresAt: session.expiresAt.getTime(),
      };
      return { answer, trust };
    },

    /** The captcha size a sign-in to `userName` needs now: the base one for a browser it knows. */
    async captchaDifficulty(tenant: SignInTenant, userName: string, cookies: string | undefined) {
      const account = { tenantId: tenant.id, userName: userName.toLowerCase() };
      const user = await findStaffByUserName(db, tenant.id, userName);
      if (knowsBrowser(account, user, cookies)) return signIn.stepUp.baseDifficulty;
      return signIn.stepUp.difficulty(account);
    },

    /** Ends the session of `token`, the one the caller signed in with. */
    async logout(auth: RequestAuth, token: string, ip: string): Promise<void> {
      await revokeSession(db, token);
      await audit(db, auth, {
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

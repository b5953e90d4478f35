import { audit } from '../../platform/audit/audit';
import { verifyPassword } from '../../platform/auth/passwords';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { clearLoginFailures, findLoginFailure, recordLoginFailure } from './auth.queries';
import { addressKey, isLocked, type LockoutPolicy, lockedError } from './lockout';
import { findStaffById } from './mfa.queries';

/**
 * The signed-in person's password, asked again before a change that would hand the account over
 * (new password, new two-step device): a stolen session alone is not enough. Wrong answers count
 * with wrong passwords at sign-in, for this account name and address (docs/decisions/0018), so a
 * session cannot be used to guess the password either.
 */
export async function confirmCurrentPassword(
  db: Db,
  policy: LockoutPolicy,
  auth: RequestAuth,
  password: string | undefined,
  ip: string,
): Promise<void> {
  if (!password) throw badRequest('currentPasswordRequired');
  const key = { tenantId: auth.tenantId, userName: auth.userName.toLowerCase(), address: addressKey(ip) };
  const who = {
    tenantId: auth.tenantId,
    actorId: auth.userId,
    actorName: auth.userName,
    entity: 'staff_user',
    entityId: auth.userId,
    ip,
  };
  const failure = await findLoginFailure(db, key);
  if (isLocked(failure?.lockedUntil)) {
    await audit(db, { ...who, action: 'auth.reauth.locked' });
    throw lockedError(failure.lockedUntil);
  }
  const user = await findStaffById(db, auth.userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(db, key, policy);
    await audit(db, { ...who, action: 'auth.reauth.failed' });
    throw badRequest('currentPasswordIncorrect');
  }
  await clearLoginFailures(db, key);
}

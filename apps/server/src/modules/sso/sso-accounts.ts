import { randomBytes } from 'node:crypto';
import type { MappedAccess } from '@console/contracts/sso';
import { hashPassword } from '../../platform/auth/passwords';
import type { Tx } from '../../platform/db/client';
import {
  findIdentity,
  findStaffIdsByEmail,
  insertStaffAccount,
  replaceAccess,
  upsertIdentity,
  userNameTaken,
} from './sso.queries';
import { SsoRefusal } from './sso-client';

/** What the ID token says of the person (e-mail verified already). */
export interface ProviderPerson {
  issuer: string;
  subject: string;
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
}

/**
 * The staff account a provider identity signs in as, inside the sign-in's transaction: the one
 * linked before; else the one account of the tenant with this verified e-mail, now linked; else a
 * new account made just in time (its password unusable: it signs in through the provider). Its
 * roles and data scope become the mapping's. `how` says which, for the audit entry.
 */
export async function accountFor(
  tx: Tx,
  tenantId: string,
  person: ProviderPerson,
  access: MappedAccess,
): Promise<{ staffUserId: string; how: 'signed-in' | 'linked' | 'created' }> {
  let how: 'signed-in' | 'linked' | 'created' = 'signed-in';
  let staffUserId = await findIdentity(tx, tenantId, person.issuer, person.subject);
  if (!staffUserId) {
    const byEmail = await findStaffIdsByEmail(tx, tenantId, person.email);
    if (byEmail.length > 1) throw new SsoRefusal('ssoAccountConflict', 'several accounts have this e-mail');
    staffUserId = byEmail[0];
    how = 'linked';
  }
  if (!staffUserId) {
    if (await userNameTaken(tx, tenantId, person.userName))
      throw new SsoRefusal('ssoAccountConflict', `user name ${person.userName} taken`);
    staffUserId = await insertStaffAccount(tx, {
      tenantId,
      userName: person.userName,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    });
    how = 'created';
  }
  await replaceAccess(tx, tenantId, staffUserId, access);
  await upsertIdentity(tx, { tenantId, issuer: person.issuer, subject: person.subject, staffUserId });
  return { staffUserId, how };
}

const text = (value: unknown, max = 100) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The person as the ID token's standard claims name them; the user name falls back to the e-mail. */
export function personOf(issuer: string, subject: string, claims: Record<string, unknown>): ProviderPerson {
  const email = text(claims.email, 320);
  return {
    issuer,
    subject,
    email,
    userName: text(claims.preferred_username) || email,
    firstName: text(claims.given_name) || text(claims.name) || email.split('@')[0] || subject,
    lastName: text(claims.family_name),
  };
}

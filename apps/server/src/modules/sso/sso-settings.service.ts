import { can, isRole, principalOf } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import type { SsoSettings, SsoSettingsBody } from '@console/contracts/sso';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { openSecret, sealSecret } from '../../platform/auth/secret-box';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest } from '../../platform/http/errors';
import { findStaffByUserNames, findTenantSso, type TenantSsoRow, upsertTenantSso } from './sso.queries';
import type { SsoClient } from './sso-client';

type Body = z.output<typeof SsoSettingsBody>;

/** Where the provider sends people back: the console's callback page at the address they use. */
export const redirectUriOf = (origin: string) => `${origin}${PATHS.ssoCallback}`;

function toSettings(row: TenantSsoRow | undefined, origin: string): SsoSettings {
  return {
    configured: !!row,
    enabled: row?.enabled ?? false,
    providerName: row?.providerName ?? '',
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    clientSecretSet: !!row?.clientSecretEnc,
    scopes: row?.scopes ?? 'openid email profile',
    recheckMinutes: row?.recheckMinutes ?? 5,
    requireSso: row?.requireSso ?? false,
    breakGlass: row?.breakGlass ?? [],
    mappings: row?.mappings ?? [],
    redirectUri: redirectUriOf(origin),
  };
}

/** The tenant's single sign-on settings, for its admins (ssoSettings rule). */
export function createSsoSettings({
  db,
  secretKey,
  client,
}: {
  db: Db;
  secretKey: Buffer;
  client: SsoClient;
}) {
  /**
   * What must hold before a save: every break-glass name is an account of the tenant; and before
   * single sign-on is required, a claim rule, a break-glass account that may change these settings
   * (so a failing provider never locks the tenant out: that account signs in with its password and
   * turns the requirement off) and a provider that answers at its issuer. The provider is asked when
   * the requirement starts or the provider changes, so a save while it is down does not need it.
   */
  async function checkSave(
    auth: RequestAuth,
    body: Body,
    breakGlass: string[],
    clientSecretEnc: string | null,
    before: TenantSsoRow | undefined,
  ): Promise<void> {
    const accounts = await findStaffByUserNames(db, auth.tenantId, breakGlass);
    const known = new Set(accounts.map((a) => a.userName.toLowerCase()));
    const unknown = breakGlass.filter((n) => !known.has(n));
    if (unknown.length > 0)
      throw new AppError(
        400,
        'ssoBreakGlassUnknown',
        fillMessage(messages.ssoBreakGlassUnknown, { names: unknown.join(', ') }),
      );
    // (A claim rule is the body schema's check, shared with the screen.)
    if (!body.enabled || !body.requireSso) return;
    const mayUndo = accounts.some((a) =>
      can(principalOf(a.roles.filter(isRole), auth.principal.mainTenant), 'ssoSettings'),
    );
    if (!mayUndo) throw badRequest('ssoRequireNeedsAdmin');
    const sameProvider =
      before?.enabled &&
      before.requireSso &&
      before.issuer === body.issuer &&
      before.clientId === body.clientId &&
      before.clientSecretEnc === clientSecretEnc;
    if (sameProvider || !clientSecretEnc) return;
    const ref = {
      issuer: body.issuer,
      clientId: body.clientId,
      clientSecret: openSecret(secretKey, clientSecretEnc),
    };
    await client.configOf(ref).catch(() => {
      throw badRequest('ssoRequireUnreachable');
    });
  }

  return {
    async get(auth: RequestAuth, origin: string): Promise<SsoSettings> {
      return toSettings(await findTenantSso(db, auth.tenantId), origin);
    },

    /** Saves them; the secret is sealed and kept when none is sent; every save is audited (never the secret). */
    async save(auth: RequestAuth, body: Body, origin: string, ip: string): Promise<SsoSettings> {
      const before = await findTenantSso(db, auth.tenantId);
      const secret = body.clientSecret?.trim();
      const clientSecretEnc = secret ? sealSecret(secretKey, secret) : (before?.clientSecretEnc ?? null);
      if (body.enabled && !clientSecretEnc) throw badRequest('ssoClientSecretRequired');
      const { clientSecret: _, ...fields } = body;
      const breakGlass = [...new Set(fields.breakGlass.map((n) => n.toLowerCase()))];
      await checkSave(auth, body, breakGlass, clientSecretEnc, before);
      await db.transaction(async (tx) => {
        await upsertTenantSso(tx, {
          tenantId: auth.tenantId,
          ...fields,
          breakGlass,
          clientSecretEnc,
          updatedAt: new Date(),
        });
        await audit(tx, auth, {
          action: 'sso.settings.updated',
          entity: 'tenant',
          entityId: auth.tenantId,
          ip,
          detail: { ...fields, breakGlass, clientSecretChanged: !!secret },
        });
      });
      if (before) client.forget(before);
      return toSettings(await findTenantSso(db, auth.tenantId), origin);
    },
  };
}

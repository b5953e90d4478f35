import { PATHS } from '@console/contracts/paths';
import type { SsoSettings, SsoSettingsBody } from '@console/contracts/sso';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { sealSecret } from '../../platform/auth/secret-box';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { findTenantSso, type TenantSsoRow, upsertTenantSso } from './sso.queries';
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

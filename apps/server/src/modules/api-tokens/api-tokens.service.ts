import { randomUUID } from 'node:crypto';
import { can } from '@console/contracts/access';
import { type ApiToken, type CreateApiTokenBody, tokenRulesFor } from '@console/contracts/api-tokens';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { createApiTokenSession, revokeApiTokenSession } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors';
import * as store from './api-tokens.queries';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
/**
 * The store touches a session at most once a minute, and a token's first call at once (it is made
 * never seen): its last-seen time is its last use within a minute. Before that it was never used
 * (tokens made earlier were seen at their creation).
 */
const tokenOf = (r: store.TokenRow): ApiToken => ({
  tokenId: r.tokenId,
  name: r.name,
  ownerId: r.ownerId,
  ownerName: r.ownerName,
  rules: r.rules,
  readOnly: r.readOnly,
  scope: r.scope ?? { countries: [], categories: [], brands: [] },
  createdAt: seconds(r.createdAt),
  expiresAt: seconds(r.expiresAt),
  lastUsedAt: r.lastSeenAt.getTime() > r.createdAt.getTime() ? seconds(r.lastSeenAt) : null,
  revokedAt: r.revokedAt ? seconds(r.revokedAt) : null,
});

/** Each chosen list within the person's own (absent: their whole list), or a 400 naming the rule. */
function narrowedScope(
  auth: RequestAuth,
  chosen: { countries?: string[]; categories?: string[]; brands?: string[] },
) {
  const within = (values: string[] | undefined, allowed: string[], normal: (v: string) => string) => {
    if (values === undefined) return allowed;
    const picked = values.map(normal);
    if (!picked.every((v) => allowed.includes(v))) throw badRequest('tokenScopeNotYours');
    return [...new Set(picked)];
  };
  return {
    countries: within(chosen.countries, auth.scope.allowedCountries, (v) => v.toLowerCase()),
    categories: within(chosen.categories, auth.scope.allowedDeviceCategories, (v) => v.toUpperCase()),
    brands: within(chosen.brands, auth.scope.allowCompanyBrand, (v) => v.toUpperCase()),
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;

/** Scoped API tokens (issue 33): made by a person for their scripts, within what they may do themselves. */
export function createApiTokensService({ db }: { db: Db }) {
  async function visible(auth: RequestAuth, tokenId: string) {
    const row = await store.findToken(db, auth.tenantId, tokenId);
    if (!row || (row.ownerId !== auth.userId && !can(auth.principal, 'allApiTokens')))
      throw notFound('tokenNotFound');
    return row;
  }

  return {
    async create(auth: RequestAuth, body: z.output<typeof CreateApiTokenBody>, ip: string) {
      const givable = tokenRulesFor(auth.principal);
      if (!body.rules.every((rule) => givable.includes(rule))) throw new AppError(400, 'tokenRuleNotYours');
      const scope = narrowedScope(auth, body.scope);
      const tokenId = randomUUID();
      const expiresAt = new Date(Date.now() + body.expiresInDays * 86_400_000);
      const rules = [...new Set(body.rules)];
      const token = await createApiTokenSession(db, {
        tenantId: auth.tenantId,
        staffUserId: auth.userId,
        tokenId,
        name: body.name,
        rules,
        readOnly: body.readOnly,
        scope,
        expiresAt,
      });
      await audit(db, auth, {
        action: 'api-token.create',
        entity: 'api-token',
        entityId: tokenId,
        ip,
        detail: {
          name: body.name,
          rules,
          readOnly: body.readOnly,
          scope,
          expiresAt: expiresAt.toISOString(),
        },
      });
      return { ...tokenOf((await store.findToken(db, auth.tenantId, tokenId))!), token };
    },

    async list(auth: RequestAuth, q: { of: 'mine' | 'all'; page: number; size: number }) {
      if (q.of === 'all' && !can(auth.principal, 'allApiTokens')) throw forbidden();
      const { total, rows } = await store.listTokens(
        db,
        auth.tenantId,
        q.of === 'mine' ? auth.userId : undefined,
        q.page,
        q.size,
      );
      return { total, tokens: rows.map(tokenOf) };
    },

    async revoke(auth: RequestAuth, tokenId: string, ip: string) {
      const row = await visible(auth, tokenId);
      if (row.revokedAt === null) {
        await revokeApiTokenSession(db, auth.tenantId, tokenId);
        await audit(db, auth, {
          action: 'api-token.revoke',
          entity: 'api-token',
          entityId: tokenId,
          ip,
          detail: { name: row.name, owner: row.ownerName },
        });
      }
      return tokenOf((await store.findToken(db, auth.tenantId, tokenId))!);
    },
  };
}

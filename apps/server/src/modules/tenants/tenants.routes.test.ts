import { TenantInfo } from '@console/contracts/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertTenants, setTenantSettings } from '../../../test/fixtures';
import { tenants } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
});
afterAll(() => t.close());

describe('GET tenant by key', () => {
  it('answers without a session with every tenant field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/tenantManagement/web/tenant/localhost',
    });
    expect(res.statusCode).toBe(200);
    const info = TenantInfo.parse(res.json());
    expect(info).toMatchObject({
      tenantId: 'panasonic',
      tenantExternal: false,
      selectedTheme: 'default',
      warrantyEnabled: true,
    });
    expect(info.auth.baseUrl).toMatch(/^http:\/\//);
  });

  it('maps a partner host to the partner tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/tenantManagement/web/tenant/console.northmart.example',
    });
    expect(res.json()).toMatchObject({
      tenantId: 'northmart',
      tenantExternal: true,
      selectedTheme: 'round',
      warrantyEnabled: false,
    });
  });

  it('names the tenant’s default quiet hours, which a notification task may override (issue 34)', async () => {
    const infoOf = async (key: string) =>
      TenantInfo.parse(
        (
          await t.app.inject({ method: 'GET', url: `/simplifi/v1/tenantManagement/web/tenant/${key}` })
        ).json(),
      );
    expect((await infoOf('panasonic')).quietHours).toBeNull();
    await setTenantSettings(
      t.db,
      'panasonic',
      sql`${tenants.settings} || '{"quietHours":{"start":"22:00","end":"08:00"}}'::jsonb`,
    );
    expect((await infoOf('panasonic')).quietHours).toEqual({ start: '22:00', end: '08:00' });
    // Another tenant's default is its own.
    expect((await infoOf('northmart')).quietHours).toBeNull();
  });

  it('serves the health check and the OpenAPI document', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    // This test app runs no MQTT client: the database is what it can vouch for.
    expect(health.json().checks).toMatchObject({ db: 'ok', files: 'ok', jobs: 'ok' });
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/simplifi/v1/userManagement/login');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/simplifi/v1/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});

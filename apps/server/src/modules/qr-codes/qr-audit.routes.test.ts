import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, qrLabels } from '../../platform/db/schema';
import { insertQrSubjects, qrCreateBody } from './test-fixtures';

/** Issue 29: every label drawn (Create and Print, Fetch and Print) is audited with who and from where. */
const QR = '/simplifi/v1/certificateManager/qrcode';
let t: TestApp;
let headers: Record<string, string>;

const entriesFor = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'qra.factory', roles: ['FACTORYADMIN'] });
  await insertQrSubjects(t.db);
  headers = await t.loginAs('qra.factory');
});
afterAll(async () => t?.close());

describe('QR label audit', () => {
  it('records a Create and Print label with its actor, address and what was printed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: QR,
      payload: qrCreateBody({ count: 2 }),
      headers,
      remoteAddress: '10.29.0.7',
    });
    expect(res.statusCode).toBe(200);
    const [label] = await t.db.select().from(qrLabels).where(eq(qrLabels.source, 'create'));
    const [entry, ...more] = await entriesFor('qrLabel.created', label?.id ?? '');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      tenantId: label?.tenantId,
      actorName: 'qra.factory',
      entity: 'qr_label',
      ip: '10.29.0.7',
      detail: { source: 'create', productSerialNumber: 'PSND01', modelId: 'MT0001', copies: 2, dpi: 500 },
    });
  });

  it('records a Fetch and Print label, and nothing for a look-up without the image', async () => {
    const before = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'qrLabel.created'))).length;
    const lookUp = { psn: 'PSND01', dpi: '300', count: '1', qrimage: 'false' };
    expect((await t.app.inject({ method: 'GET', url: QR, query: lookUp, headers })).statusCode).toBe(200);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'qrLabel.created'));
    expect(after).toHaveLength(before);

    const res = await t.app.inject({
      method: 'GET',
      url: QR,
      query: { ...lookUp, qrimage: 'true' },
      headers,
      remoteAddress: '10.29.0.8',
    });
    expect(res.statusCode).toBe(200);
    const [label] = await t.db.select().from(qrLabels).where(eq(qrLabels.source, 'fetch'));
    expect(await entriesFor('qrLabel.created', label?.id ?? '')).toMatchObject([
      { actorName: 'qra.factory', ip: '10.29.0.8', detail: { source: 'fetch', copies: 1, dpi: 300 } },
    ]);
  });
});

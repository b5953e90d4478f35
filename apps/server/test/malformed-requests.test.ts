import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { insertStaff, insertTenants } from './fixtures';
import { multipart } from './multipart';

/*
 * Requests of the attack-and-fault probe (issue 29) that answered 500 or were taken cut: a
 * multipart boundary past 256 characters, a 20 KB form field, and a JSON null body to the resync
 * of a second factor. Each is now a 4xx with its message.
 */
const UPLOAD = '/simplifi/v1/fota/firmware';
const RESYNC = '/simplifi/v2/userManagement/mfa/resyncMFADevice';
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'probe', roles: ['CLOUDADMIN', 'FACTORYADMIN', 'CUSTOMERSUPPORTL4'] });
  headers = await t.headersFor('probe');
});
afterAll(() => t?.close());

describe('malformed requests the probe sent', () => {
  it('refuses a multipart boundary past 256 characters with a 400', async () => {
    const boundary = 'b'.repeat(300);
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.invalidRequest });
  });

  it('refuses a 20 KB form field with its message, never taking it cut', async () => {
    const body = multipart({ signatureFileName: 'z'.repeat(20_000) }, []);
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.formFieldTooLong });
  });

  it('answers a JSON null body to the resync with a 4xx, with a session or without', async () => {
    for (const auth of [headers, { 'x-tenant-id': 'panasonic' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: RESYNC,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

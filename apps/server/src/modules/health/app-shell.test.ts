import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  t = await buildTestApp({ CONSOLE_DIST: dist });
});
afterAll(() => t.close());

describe('serving the console', () => {
  it('answers browser paths with the console and API paths with JSON 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    const api = await t.app.inject({ method: 'GET', url: '/simplifi/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().statusCode).toBe(404);
  });

  it('serves files built after start, without a restart', async () => {
    writeFileSync(join(dist, 'late.js'), 'console.log(1)');
    const res = await t.app.inject({ method: 'GET', url: '/late.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('sends a CSP that keeps plain http working on partner hosts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

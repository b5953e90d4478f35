import { messages } from '@console/contracts/messages';
import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { auditLog } from '../../platform/db/schema';
import { insertAuditReaders } from './test-fixtures';

let t: TestApp;
const base = '/simplifi/v1/auditManagement';
const DAY = 86_400_000;
const now = Date.now();
const sec = (ms: number) => Math.floor(ms / 1000);
/** More entries than one chunk of the export, so it reads several. */
const BULK = 4_500;

const get = async (url: string, user = 'l4', tenant = 'panasonic') =>
  t.app.inject({ method: 'GET', url: `${base}${url}`, headers: await t.headersFor(user, tenant) });
const csvRows = (body: string) => Papa.parse<string[]>(body.trim(), { newline: '\r\n' }).data;
const ndjson = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

beforeAll(async () => {
  t = await buildTestApp();
  await insertAuditReaders(t.db);
  await t.db.insert(auditLog).values([
    {
      tenantId: 'panasonic',
      actorId: 'S9',
      actorName: '=HYPERLINK("x")',
      action: 'test.tricky',
      entity: 'dealer',
      entityId: 'line one\nline two',
      detail: { name: 'Shah, "Best" Dealers', note: 'ü' },
      ip: '10.0.0.9',
      at: new Date(now - 2 * DAY),
    },
    {
      tenantId: 'panasonic',
      actorName: 'Ravi',
      action: 'test.plain',
      entity: 'device',
      at: new Date(now - 3 * DAY),
    },
    {
      tenantId: 'northmart',
      actorName: 'Nina',
      action: 'test.plain',
      entity: 'device',
      at: new Date(now - DAY),
    },
  ]);
  await t.database.execute(`INSERT INTO audit_log (tenant_id, actor_name, action, entity, entity_id, at)
    SELECT 'panasonic', 'Bulk', 'test.bulk', 'device', 'DEV-' || g, now() - g * interval '1 minute'
    FROM generate_series(1, ${BULK}) g`);
});
afterAll(() => t?.close());

describe('GET /auditManagement/entries.csv', () => {
  it('writes a header, then every filtered entry newest first, escaped for spreadsheets', async () => {
    const res = await get(`/entries.csv?from=${sec(now - 10 * DAY)}&to=${sec(now)}&action=test.tricky`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'ID,When,Actor ID,Who,Action,Entity,Entity ID,IP Address,Detail,Chain Number,Previous Hash,Hash',
    );
    // Quotes doubled inside a quoted field; a formula neutralised; a line break kept inside quotes.
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).toContain('"{""name"": ""Shah, \\""Best\\"" Dealers"", ""note"": ""ü""}"');
    const [header, row, ...rest] = csvRows(res.body);
    expect(rest).toEqual([]);
    const [stored] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'test.tricky'));
    expect(Object.fromEntries((header ?? []).map((h, i) => [h, row?.[i]]))).toEqual({
      ID: String(stored?.id),
      When: new Date(now - 2 * DAY).toISOString(),
      'Actor ID': 'S9',
      Who: `'=HYPERLINK("x")`,
      Action: 'test.tricky',
      Entity: 'dealer',
      'Entity ID': 'line one\nline two',
      'IP Address': '10.0.0.9',
      // The detail as the database prints its JSON.
      Detail: '{"name": "Shah, \\"Best\\" Dealers", "note": "ü"}',
      'Chain Number': String(stored?.chainSeq),
      'Previous Hash': stored?.prevHash,
      Hash: stored?.hash,
    });
  });

  it('reads every matching entry a chunk at a time, each once, in the list order', async () => {
    const res = await get('/entries.csv?action=test.bulk');
    const rows = csvRows(res.body).slice(1);
    expect(rows).toHaveLength(BULK);
    expect(rows.map((r) => r[6])).toEqual(Array.from({ length: BULK }, (_, i) => `DEV-${i + 1}`));
  });

  it('filters as the list does: actor in any case, entity id, dates; only the caller tenant', async () => {
    const ids = async (query: string, user = 'l4', tenant = 'panasonic') =>
      csvRows((await get(`/entries.csv?${query}`, user, tenant)).body)
        .slice(1)
        .map((r) => r[4]);
    expect(await ids('actor=RAVI')).toEqual(['test.plain']);
    expect(await ids('entityId=DEV-7')).toEqual(['test.bulk']);
    expect(await ids(`action=test.plain&from=${sec(now - 10 * DAY)}&to=${sec(now - 2 * DAY)}`)).toEqual([
      'test.plain',
    ]);
    expect(await ids('action=test.plain', 'nm', 'northmart')).toEqual(['test.plain']);
    expect(await ids('actor=Nina')).toEqual([]);
  });

  it('records the export with its filters, and refuses what the list refuses', async () => {
    await get('/entries.csv?action=test.plain&actor=Ravi');
    const recorded = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.audit-log.csv'), eq(auditLog.tenantId, 'panasonic')))
      .orderBy(asc(auditLog.chainSeq));
    expect(recorded.at(-1)).toMatchObject({
      actorName: 'l4',
      entity: 'audit_log',
      ip: '127.0.0.1',
      detail: { filters: { action: 'test.plain', actor: 'Ravi' } },
    });
    const refused = await get(`/entries.csv?from=${sec(now - DAY)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.auditDatesBoth);
    expect((await get('/entries.csv', 'l3s')).statusCode).toBe(403);
  });
});

describe('GET /auditManagement/entries.ndjson', () => {
  it('writes one JSON object a line with the same fields, and is recorded too', async () => {
    const res = await get('/entries.ndjson?action=test.tricky');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.ndjson"');
    const [stored] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'test.tricky'));
    expect(ndjson(res.body)).toEqual([
      {
        id: stored?.id,
        at: new Date(now - 2 * DAY).toISOString(),
        actorId: 'S9',
        actorName: '=HYPERLINK("x")',
        action: 'test.tricky',
        entity: 'dealer',
        entityId: 'line one\nline two',
        ip: '10.0.0.9',
        detail: { name: 'Shah, "Best" Dealers', note: 'ü' },
        chainSeq: stored?.chainSeq,
        prevHash: stored?.prevHash,
        hash: stored?.hash,
      },
    ]);
    const bulk = ndjson((await get('/entries.ndjson?action=test.bulk')).body);
    expect(bulk).toHaveLength(BULK);
    expect(new Set(bulk.map((e) => e.id)).size).toBe(BULK);
    const recorded = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.audit-log.ndjson'));
    expect(recorded).toHaveLength(2);
    expect((await get('/entries.ndjson', 'l3s')).statusCode).toBe(403);
  });
});

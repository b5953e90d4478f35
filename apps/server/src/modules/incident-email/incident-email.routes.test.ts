import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, mailOutbox } from '../../platform/db/schema';

let t: TestApp;
const url = '/simplifi/v1/email/sendEmail';
const send = async (payload: object, user = 'l1') =>
  t.app.inject({ method: 'POST', url, headers: await t.headersFor(user), payload });
const incidents = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'incident-report'));

beforeAll(async () => {
  t = await buildTestApp({ INCIDENT_EMAIL_RECIPIENTS: 'ops@example.com, l3@example.com' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'spam', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
});
afterAll(() => t.close());

describe('GET recipients', () => {
  const recipientsUrl = '/simplifi/v1/email/recipients';
  it('answers the configured recipients', async () => {
    const res = await t.app.inject({ method: 'GET', url: recipientsUrl, headers: await t.headersFor('l1') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ to: ['ops@example.com', 'l3@example.com'] });
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: recipientsUrl });
    expect(res.statusCode).toBe(401);
  });

  it('is for a level-0 factory admin too, not for a line tester', async () => {
    const factory = await t.app.inject({
      method: 'GET',
      url: recipientsUrl,
      headers: await t.headersFor('factory'),
    });
    expect(factory.statusCode).toBe(200);
    const line = await t.app.inject({
      method: 'GET',
      url: recipientsUrl,
      headers: await t.headersFor('linetest'),
    });
    expect(line.statusCode).toBe(403);
    expect(line.json().message).toBe(messages.forbidden);
  });
});

describe('POST sendEmail', () => {
  it('mails the configured recipients, never the client-given ones, and audits it', async () => {
    const res = await send({
      subject: 'Incident report - Device ID: D01',
      body: '<p>Unit <strong>stops</strong> cooling</p><ul><li>since Monday</li></ul>',
      to: ['attacker@evil.example'],
      sendBy: 'someone-else@evil.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: messages.emailSent });
    const [mail] = await incidents();
    expect(mail).toMatchObject({ tenantId: 'panasonic', to: ['ops@example.com', 'l3@example.com'] });
    expect(mail?.html).toContain('<p>Unit <strong>stops</strong> cooling</p><ul><li>since Monday</li></ul>');
    expect(mail?.text).toContain('Unit stops cooling');
    expect(mail?.text).toContain('l1@console.example');
    expect(JSON.stringify(mail)).not.toContain('evil.example');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'incident.reported'));
    expect(entry).toMatchObject({ tenantId: 'panasonic', actorName: 'l1', entityId: String(mail?.id) });
  });

  it('strips scripts, event handlers and unsafe links from the HTML', async () => {
    const res = await send({
      subject: 'XSS',
      body:
        '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">x</a><a href="https://ok.example">ok</a></p><iframe src="//e"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    const mail = (await incidents()).find((m) => m.subject === 'XSS');
    for (const bad of ['script', 'onerror', 'onclick', '<img', 'javascript:', 'iframe', 'alert(']) {
      expect(mail?.html).not.toContain(bad);
    }
    expect(mail?.html).toContain(
      '<a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a>',
    );
  });

  it('needs a subject and a body with text in it', async () => {
    const noSubject = await send({ subject: ' ', body: '<p>x</p>' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toContain(messages.incidentSubjectRequired);
    const onlyScript = await send({ subject: 'S', body: '<script>alert(1)</script>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().message).toBe(messages.incidentBodyRequired);
    const blankBody = await send({ subject: 'S', body: '  ' });
    expect(blankBody.statusCode).toBe(400);
    expect(blankBody.json().message).toBe(messages.incidentBodyRequired);
    const missing = await send({ body: '<p>x</p>' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.invalidRequest);
    expect((await incidents()).map((m) => m.subject)).not.toContain('S');
  });

  it('answers 403 to a line tester and sends nothing', async () => {
    const res = await send({ subject: 'Line test', body: '<p>x</p>' }, 'linetest');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.forbidden);
    expect((await incidents()).map((m) => m.subject)).not.toContain('Line test');
  });

  it('401 without a session; ten a minute per agent', async () => {
    const anon = await t.app.inject({ method: 'POST', url, payload: { subject: 'S', body: '<p>x</p>' } });
    expect(anon.statusCode).toBe(401);
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push((await send({ subject: `S${i}`, body: '<p>x</p>' }, 'spam')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('POST sendEmail without recipients', () => {
  it('answers 503 and sends nothing', async () => {
    const bare = await buildTestApp({ INCIDENT_EMAIL_RECIPIENTS: '' });
    try {
      await insertTenants(bare.db);
      await insertStaff(bare.db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'] });
      const res = await bare.app.inject({
        method: 'POST',
        url,
        headers: await bare.loginAs('l1'),
        payload: { subject: 'S', body: '<p>x</p>' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(messages.noIncidentRecipients);
      expect(await bare.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

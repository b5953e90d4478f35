import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';

const TOKEN = 'scrape-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  await t.database.execute(
    `INSERT INTO device_commands (command_id, tenant_id, device_id, type, status) VALUES
     ('c1', 'panasonic', 'D1', 'fota', 'sent'), ('c2', 'panasonic', 'D2', 'fota', 'sent'),
     ('c3', 'panasonic', 'D3', 'fota', 'success'), ('c4', 'panasonic', 'D4', 'idu-config', 'sent')`,
  );
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('refuses a scraper without the token, or with another one (401)', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('counts requests per route pattern, never per URL, with a latency histogram', async () => {
    for (const id of ['M-1', 'M-2']) {
      await t.app.inject({ method: 'GET', url: `/simplifi/v1/deviceManagement/deviceModels/modelId/${id}` });
    }
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const route = 'route="/simplifi/v1/deviceManagement/deviceModels/modelId/:id"';
    expect(res.body).toContain(`http_requests_total{method="GET",${route},status="401"} 2`);
    expect(res.body).toContain(`http_request_duration_seconds_count{method="GET",${route}} 2`);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route=/);
    expect(res.body).not.toContain('M-1');
  });

  it('reports MQTT, the job queues and FOTA commands by state', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('mqtt_connected 0'); // this test app runs no MQTT client
    expect(text).toContain('fota_commands{state="sent"} 2');
    expect(text).toContain('fota_commands{state="success"} 1');
    expect(text).toContain('# TYPE job_queue_jobs gauge');
  });

  it('lets nobody in when METRICS_TOKEN is not set', async () => {
    const open = await buildTestApp();
    try {
      const res = await open.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer ' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await open.close();
    }
  });
});

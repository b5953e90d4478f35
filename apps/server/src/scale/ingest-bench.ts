/**
 * The telemetry ingest figure of `npm run bench`: status and diagnostic messages published over
 * MQTT by many device connections at once to the running server's broker, measured from the first
 * publish until the server has written every one to the database (its log tables, the last-status
 * merge and, with the insights triggers, the rollups). The rate is recorded rows per second.
 */
import { deviceTopics } from '@console/contracts/mqtt';
import { connectAsync, type MqttClient } from 'mqtt';
import pg from 'pg';
import { postgresCpuSince, postgresCpuSnapshot, processCpuMs } from './process-usage';

const CONNECTIONS = 20;
const STALL_MS = 15_000;

const maxId = async (db: pg.Client, table: string) =>
  Number((await db.query(`SELECT coalesce(max(id), 0) AS id FROM ${table}`)).rows[0].id);
const countAfter = async (db: pg.Client, table: string, id: number) =>
  Number((await db.query(`SELECT count(*) AS n FROM ${table} WHERE id > $1`, [id])).rows[0].n);

function payload(kind: 'status' | 'diagnostics', ts: number, i: number): string {
  return JSON.stringify(
    kind === 'status'
      ? { ts, ps: i % 3 ? 'on' : 'off', acdl: i % 100, rssi: -40 - (i % 50), actmp: 24, rmtmp: 27 }
      : { ts, idt: 22, ept: 12, ifrpm: 900 + (i % 300), oat: 33, cc: i % 100, dcv: 310 },
  );
}

/** Publishes `messages` (every fifth a diagnostics report) for `deviceIds` and waits until all are stored. */
export async function ingestFigure(options: {
  mqttUrl: string;
  databaseUrl: string;
  deviceIds: string[];
  messages: number;
  /** The server's process: its CPU time and PostgreSQL's are reported per 1,000 messages. */
  serverPid?: number;
}) {
  const { deviceIds, messages } = options;
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const clients: MqttClient[] = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => connectAsync(options.mqttUrl, { clean: true })),
  );
  const before = {
    status: await maxId(db, 'device_status_logs'),
    diagnostics: await maxId(db, 'device_diagnostic_logs'),
  };
  try {
    const expected = { status: 0, diagnostics: 0 };
    const ts = Math.floor(Date.now() / 1000);
    const cpuBefore = {
      server: options.serverPid ? processCpuMs(options.serverPid) : 0,
      postgres: postgresCpuSnapshot(),
    };
    const started = performance.now();
    // Each connection publishes its share; awaiting each write keeps the client's buffer bounded.
    await Promise.all(
      clients.map(async (client, c) => {
        for (let i = c; i < messages; i += CONNECTIONS) {
          const kind = i % 5 === 4 ? 'diagnostics' : 'status';
          expected[kind]++;
          const deviceId = deviceIds[i % deviceIds.length] as string;
          await client.publishAsync(deviceTopics[kind](deviceId), payload(kind, ts, i), { qos: 0 });
        }
      }),
    );
    const published = performance.now();
    let stored = 0;
    let lastChange = performance.now();
    let finished = published;
    while (stored < messages && performance.now() - lastChange < STALL_MS) {
      const now =
        (await countAfter(db, 'device_status_logs', before.status)) +
        (await countAfter(db, 'device_diagnostic_logs', before.diagnostics));
      if (now !== stored) [stored, lastChange, finished] = [now, performance.now(), performance.now()];
      if (stored < messages) await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (finished - started) / 1000;
    const per1000 = (ms: number) => Number(((ms * 1000) / Math.max(1, stored)).toFixed(1));
    return {
      figure: 'telemetry ingest (MQTT status and diagnostics to the database)',
      connections: CONNECTIONS,
      messages,
      stored,
      publishedPerSecond: Math.round(messages / ((published - started) / 1000)),
      storedPerSecond: Math.round(stored / seconds),
      ...(options.serverPid && {
        serverCpuMsPer1000: per1000(processCpuMs(options.serverPid) - cpuBefore.server),
      }),
      postgresCpuMsPer1000: per1000(postgresCpuSince(cpuBefore.postgres)),
      target: 20_000,
    };
  } finally {
    // The figure's rows go again, so every run starts from the same logs.
    await db.query('DELETE FROM device_status_logs WHERE id > $1', [before.status]);
    await db.query('DELETE FROM device_diagnostic_logs WHERE id > $1', [before.diagnostics]);
    await Promise.all(clients.map((c) => c.endAsync()));
    await db.end();
  }
}

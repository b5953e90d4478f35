/**
 * The console as a person meets it, measured beside the API figures: cold start of the server on an
 * existing data dir, the login page's JavaScript and its time to usable in Chromium on a cold
 * cache, the ALTCHA proof of work in the browser and in Node, and the weight of the lazy chunks.
 * Runs on the embedded defaults (PGlite, embedded broker, demo data) in a data dir of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { messages } from '@console/contracts/messages';
import { type CaptchaChallenge, solvedCaptcha } from '../platform/auth/solve-captcha';
import { builtServer, freePort, startChild, stopChild } from './bench-child';

type Emit = (row: Record<string, unknown> & { figure: string }) => void;

const here = new URL('.', import.meta.url).pathname;
const assets = join(here, '../../../console/dist/assets');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1));
};
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Every built chunk's gzipped size, largest first (the console must have been built). */
function chunkSizes(): { file: string; gzipKb: number }[] {
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, gzipKb: kb(gzipSync(readFileSync(join(assets, file))).length) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

async function timeToHealthy(dataDir: string, port: number, mqttPort: number) {
  const started = performance.now();
  const server = await startChild(
    builtServer(),
    {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MQTT_PORT: String(mqttPort),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SIMULATED_DEVICES: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
    `http://127.0.0.1:${port}/healthz`,
    [],
    20,
  );
  return { server, ms: Math.round(performance.now() - started) };
}

/** Node's SHA-256 rate on this machine solving the server's challenges: what a scripted attacker pays. */
async function nodeCaptchaFigure(base: string, runs: number) {
  const times: number[] = [];
  let maxnumber = 0;
  for (let i = 0; i < runs; i++) {
    const challenge = (await (
      await fetch(`${base}/simplifi/v1/captcha/challenge`)
    ).json()) as CaptchaChallenge;
    maxnumber = challenge.maxnumber ?? 0;
    const started = performance.now();
    await solvedCaptcha(challenge);
    times.push(performance.now() - started);
  }
  return { maxnumber, medianMs: median(times), maxMs: median([Math.max(...times)]) };
}

export async function consoleFigures(emit: Emit, runs = 3): Promise<void> {
  statSync(assets); // the console must be built: `npm run build`
  const { chromium } = await import('playwright-core');
  const dataDir = await mkdtemp(join(tmpdir(), 'console-bench-'));
  const [port, mqttPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  // The first start loads the demo data; the second is the cold start on an existing data dir.
  const first = await timeToHealthy(dataDir, port, mqttPort);
  await stopChild(first.server);
  const second = await timeToHealthy(dataDir, port, mqttPort);
  emit({ figure: 'cold start on an existing data dir', ms: second.ms, firstStartWithDemoMs: first.ms });

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const usable: number[] = [];
    const solved: number[] = [];
    let loginJs = 0;
    let loginFiles = 0;
    for (let i = 0; i < runs; i++) {
      // A new context each time: no cache, no storage, as a first visit.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => undefined);
        if (body) scripts.set(response.url(), gzipSync(body).length);
      });
      const started = performance.now();
      await page.goto(base);
      const captcha = page.getByRole('checkbox', { name: messages.captchaLabel });
      await captcha.waitFor();
      // Usable: the user name field takes typing (enabled and editable) and the captcha is ready.
      await page.getByLabel(messages.userNameLabel, { exact: true }).fill('x');
      usable.push(performance.now() - started);
      const clicked = performance.now();
      await captcha.click();
      await page.locator('.captcha[data-state="verified"]').waitFor({ timeout: 30_000 });
      solved.push(performance.now() - clicked);
      await page.waitForLoadState('networkidle');
      loginJs = [...scripts.values()].reduce((a, b) => a + b, 0);
      loginFiles = scripts.size;
      await context.close();
    }
    emit({
      figure: 'login page usable, cold load in Chromium',
      runs,
      medianMs: median(usable),
      targetMs: 1000,
    });
    emit({ figure: 'login route JavaScript', gzipKb: kb(loginJs), files: loginFiles, budgetKb: 250 });
    const node = await nodeCaptchaFigure(base, 10);
    emit({
      figure: 'captcha proof of work',
      maxnumber: node.maxnumber,
      browserMedianMs: median(solved),
      nodeMedianMs: node.medianMs,
      nodeMaxMs: node.maxMs,
    });
  } finally {
    await browser.close();
    await stopChild(second.server);
    await rm(dataDir, { recursive: true, force: true });
  }
  const chunks = chunkSizes();
  emit({ figure: 'largest console chunks', chunks: chunks.slice(0, 5) });
}

import { gzipSync } from 'node:zlib';
import { messages } from '@console/contracts/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const BUDGET = 250 * 1024;

describe('bundle budget', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("keeps the login route's JavaScript under 250 KB gzipped (docs QUALITY.md)", async () => {
    const { context, page } = await newPage(browser);
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(response.url(), gzipSync(body).length);
    });
    await page.goto('/');
    await page.getByRole('checkbox', { name: messages.captchaLabel }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(`login route: ${(total / 1024).toFixed(1)} KB gzipped JS in ${scripts.size} files`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET);
    await context.close();
  });
});

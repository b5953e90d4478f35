import { messages } from '@console/contracts/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sampleDevice } from './support/demo-data';
import { openSignedIn } from './support/kept-session';
import { solveCaptcha } from './support/sign-in';

describe('accessibility (axe)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('login page, empty, with messages and with a verified captcha', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: messages.signIn }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: messages.signIn }).click();
    await page.getByText(messages.userNameRequired).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await solveCaptcha(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'login');
    await context.close();
  });

  it('User Info dashboard with a result', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const user = inject('demoFixtures').users[0];
    await page.getByLabel(messages.searchValueLabel).fill(user?.mobile.replace(/^\+91/, '') ?? '');
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.userInformation).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // One main landmark: a screen reader's "skip to main" has one place to go.
    expect(await page.getByRole('main').count()).toBe(1);
    // And with a validation message showing.
    await page.getByLabel(messages.searchValueLabel).fill('12');
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterMobile, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('User Info dashboard on a 390 px phone: nothing wider than the screen', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'demo.l4');
    await page.getByLabel(messages.searchValueLabel).waitFor();
    // The header's user area and the mobile search (country code and number) made it 602 and 504 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-390');
    await context.close();
  });

  it('device search dashboard with a result', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.factoryadmin');
    await page.getByLabel(messages.searchByDeviceId, { exact: true }).fill(sampleDevice().deviceId);
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.deviceDetails).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

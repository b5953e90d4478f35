import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeSetupPayload } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { fakeCameraArgs, showToCamera } from './support/fake-camera';
import { openSignedIn } from './support/kept-session';
import { clickForAlert } from './support/sign-in';

/** A Matter QR code as the factory line prints it: model ids in the header, the serial in its TLV. */
const matterCode = (serialNumber?: string) =>
  encodeSetupPayload({
    version: 0,
    vendorId: 4109,
    productId: 0x1234,
    flowType: 0,
    discoveryCapabilities: 2,
    discriminator: 1234,
    passcode: 34567890,
    ...(serialNumber ? { serialNumber } : {}),
  });

const details = (page: Page) => page.locator('.ant-card').filter({ hasText: messages.deviceDetails });

describe('Device Info QR scanner with a camera', () => {
  let browser: Browser;
  let page: Page;
  let video: string;

  beforeAll(async () => {
    video = join(await mkdtemp(join(tmpdir(), 'scanner-')), 'camera.y4m');
    await showToCamera(video, 'not read yet');
    browser = await launchBrowser(fakeCameraArgs(video));
    ({ page } = await newPage(browser));
    await openSignedIn(page, 'demo.l3');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const scanButton = () => page.getByRole('button', { name: messages.scanCode });

  it('searches a plain code as the chosen search type', async () => {
    const device = inject('demoFixtures').devices[0];
    if (!device) throw new Error('no fixture device');
    await page.goto('/searchDevice');
    await showToCamera(video, device.deviceId);
    await scanButton().click();
    await details(page).getByText(device.deviceId, { exact: true }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(device.deviceId);
  });

  it('resolves a model-id based Matter code to its product serial number and finds the device', async () => {
    const device = inject('demoFixtures').devices[1];
    if (!device) throw new Error('no fixture device');
    await page.goto('/searchDevice');
    await showToCamera(video, matterCode(device.productSerialNumber));
    await clickForAlert(page, scanButton(), messages.scanModelIdBased);
    await details(page).getByText(device.deviceId, { exact: true }).first().waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get('by'), url.searchParams.get('q')]).toEqual([
      'productSerialNumber',
      device.productSerialNumber,
    ]);
    await screenshot(page, 'device-scanner-matter-code');
  });

  it("says 'Cannot Scan QR Code' for a Matter code without a serial number", async () => {
    await page.goto('/searchDevice');
    await showToCamera(video, matterCode());
    await clickForAlert(page, scanButton(), messages.scanNoSerial);
    expect(await details(page).count()).toBe(0);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CommandResult } from '@console/contracts/mqtt';
import { deviceTopics } from '@console/contracts/mqtt';
import { type Fleet, startFleet } from '@console/simulator';
import { signFirmware } from '@console/simulator/firmware-signature';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_SIGNING_KEY } from '../../../test/fixtures';
import type { Database } from '../../platform/db/client';
import type { Mqtt } from '../../platform/mqtt/start-mqtt';
import { publishDeviceCommand, subscribeCommandResults } from './device-commands';
import { findDevice, type IngestRig, silentLog, startIngestRig, testDevice, uniqueId } from './test-fixtures';

const wait = { timeout: 15_000, interval: 50 };

describe('device commands', () => {
  let rig: IngestRig;
  let database: Database;
  let mqtt: Mqtt;
  let fleet: Fleet;
  let files: Server;
  let baseUrl: string;
  let stopResults: () => Promise<void>;
  const image = randomBytes(4096);
  const sha256 = createHash('sha256').update(image).digest('hex');
  const signature = signFirmware(image, TEST_SIGNING_KEY.privateKey);
  // The image changed after it was signed: its own SHA-256, the original's signature.
  const tampered = Buffer.concat([image, Buffer.from('backdoor')]);
  const device = testDevice('AC', '1.0');
  const results: { deviceId: string; result: CommandResult }[] = [];
  const allResultsOf = (commandId: string) =>
    results.filter((r) => r.result.commandId === commandId).map((r) => r.result);
  /** Accepted and the end, without the FOTA's progress between them. */
  const resultsOf = (commandId: string) => allResultsOf(commandId).filter((r) => r.status !== 'progress');

  beforeAll(async () => {
    files = createServer((req, res) => {
      if (req.url === '/firmware.ota.bin') res.end(image);
      else if (req.url === '/tampered.ota.bin') res.end(tampered);
      else if (req.url?.endsWith('.ota.bin.sig')) res.end(signature);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    rig = await startIngestRig('tenant-a', [device]);
    ({ database, mqtt } = rig);
    stopResults = await subscribeCommandResults(
      mqtt.client,
      (deviceId, result) => {
        results.push({ deviceId, result });
      },
      { log: silentLog, shareGroup: rig.shareGroup },
    );
    fleet = await startFleet({
      url: mqtt.url,
      devices: [device],
      intervalMs: 1000,
      offlineProbability: 0,
      firmwareKeys: [TEST_SIGNING_KEY.publicKey],
    });
  });

  afterAll(async () => {
    await fleet.stop();
    await stopResults();
    await rig.close();
    await new Promise((resolve) => files.close(resolve));
  });

  it('runs a FOTA: the device downloads, verifies, reports success and then its new firmware', async () => {
    const sent = await publishDeviceCommand(mqtt.client, device.deviceId, {
      type: 'fota',
      url: `${baseUrl}/firmware.ota.bin`,
      signatureUrl: `${baseUrl}/firmware.ota.bin.sig`,
      sha256,
      firmwareVersion: '2.5',
    });
    expect(sent.commandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.ts).toBeGreaterThan(1_600_000_000);

    await vi.waitFor(
      () => expect(resultsOf(sent.commandId).map((r) => r.status)).toEqual(['accepted', 'success']),
      wait,
    );
    expect(results.every((r) => r.deviceId === device.deviceId)).toBe(true);
    expect(resultsOf(sent.commandId)[1]).toMatchObject({ type: 'fota', firmwareVersion: '2.5' });
    expect(fleet.devices[0]?.firmwareVersion).toBe('2.5');
    // The stages between: the download in quarters as the bytes arrive, then verifying and installing.
    const stages = allResultsOf(sent.commandId)
      .filter((r) => r.status === 'progress')
      .map((r) => `${r.stage}${r.percent === undefined ? '' : ` ${r.percent}`}`);
    expect(stages[0]).toBe('downloading 0');
    expect(stages.slice(-3)).toEqual(['downloading 100', 'verifying', 'installing']);
    await vi.waitFor(
      async () => expect((await findDevice(database.db, device.deviceId))?.firmwareVersion).toBe('2.5'),
      wait,
    );
  });

  it('reports a failed FOTA: bad checksum, a download that fails, or a tampered image', async () => {
    const badSum = await publishDeviceCommand(mqtt.client, device.deviceId, {
      type: 'fota',
      url: `${baseUrl}/firmware.ota.bin`,
      signatureUrl: `${baseUrl}/firmware.ota.bin.sig`,
      sha256: 'a'.repeat(64),
      firmwareVersion: '9.9',
    });
    const badSignature = await publishDeviceCommand(mqtt.client, device.deviceId, {
      type: 'fota',
      url: `${baseUrl}/tampered.ota.bin`,
      signatureUrl: `${baseUrl}/tampered.ota.bin.sig`,
      sha256: createHash('sha256').update(tampered).digest('hex'),
      firmwareVersion: '9.9',
    });
    const missing = await publishDeviceCommand(mqtt.client, device.deviceId, {
      type: 'fota',
      url: `${baseUrl}/missing.ota.bin`,
      sha256,
      firmwareVersion: '9.9',
    });
    await vi.waitFor(() => expect(resultsOf(missing.commandId)).toHaveLength(2), wait);
    expect(resultsOf(badSum.commandId)[1]).toMatchObject({ status: 'failure', reason: 'checksumMismatch' });
    expect(resultsOf(missing.commandId)[1]).toMatchObject({ status: 'failure', reason: 'downloadFailed' });
    expect(resultsOf(badSignature.commandId)[1]).toMatchObject({
      status: 'failure',
      reason: 'signatureInvalid',
      detail: 'no trusted key verifies the signature',
    });
    expect(fleet.devices[0]?.firmwareVersion).toBe('2.5');
  });

  it('answers an unknown command type with an unsupported failure; drops an invalid result', async () => {
    const commandId = uniqueId('cmd');
    await mqtt.client.publishAsync(
      deviceTopics.commands(device.deviceId),
      JSON.stringify({ commandId, type: 'reboot' }),
      {
        qos: 1,
      },
    );
    await mqtt.client.publishAsync(deviceTopics.commandResults(device.deviceId), '{"commandId":"x"}', {
      qos: 1,
    });
    await vi.waitFor(() => expect(resultsOf(commandId)).toHaveLength(1), wait);
    expect(resultsOf(commandId)[0]).toMatchObject({
      type: 'reboot',
      status: 'failure',
      reason: 'unsupported',
    });
    expect(resultsOf('x')).toEqual([]);
  });

  it('refuses to publish an invalid command', async () => {
    await expect(
      publishDeviceCommand(mqtt.client, device.deviceId, {
        type: 'fota',
        url: 'not a url',
        sha256,
        firmwareVersion: '3.0',
      }),
    ).rejects.toThrow();
  });
});

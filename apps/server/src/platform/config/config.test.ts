import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSigningKeyPair } from '@console/simulator/firmware-signature';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('file store settings', () => {
  it('sends devices to PUBLIC_URL, else this server on loopback; an external broker needs PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '9090' }).deviceOrigin).toBe('http://127.0.0.1:9090');
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com/' }).deviceOrigin).toBe(
      'https://console.example.com',
    );
    expect(() => loadConfig({ MQTT_URL: 'mqtt://broker:1883' })).toThrow(/PUBLIC_URL must be set/);
    expect(
      loadConfig({ MQTT_URL: 'mqtt://broker:1883', PUBLIC_URL: 'https://console.example.com' }).deviceOrigin,
    ).toBe('https://console.example.com');
  });

  it('takes PUBLIC_URL only as an http(s) address without a user or password (issue 29)', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080/console' }).deviceOrigin).toBe(
      'http://10.0.0.5:8080/console',
    );
    for (const bad of [
      'ftp://files.example.com',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://admin:secret@console.example.com',
      'https://admin@console.example.com',
    ])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow('must be an http:// or https:// address');
    expect(() => loadConfig({ PUBLIC_URL: 'console.example.com' })).toThrow();
  });

  it('keeps files in the embedded store unless S3 is asked for', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ FILE_STORE: 'embedded', S3_BUCKET: 'fw' }).s3).toBeUndefined();
  });

  it('uses S3 when a bucket is set or FILE_STORE=s3, with the bucket it needs', () => {
    expect(loadConfig({ S3_BUCKET: 'fw' }).s3).toEqual({ bucket: 'fw', forcePathStyle: false });
    expect(
      loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'fw',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'fw',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow('FILE_STORE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ FILE_STORE: 'minio' })).toThrow();
  });
});

describe('firmware signing keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'signing-keys-'));
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const a = newSigningKeyPair().publicKey.trim();
  const b = newSigningKeyPair().publicKey.trim();

  it('reads each tenant’s PEM files, several keys a file and several files a tenant', () => {
    const both = write('both.pem', `${a}\n${b}\n`);
    const one = write('one.pem', a);
    const keys = loadConfig({
      FIRMWARE_SIGNING_KEYS: `Panasonic=${both}; northmart=${one};panasonic=${one}`,
    }).firmwareSigningKeys;
    expect(keys.get('panasonic')).toEqual([a, b, a]);
    expect(keys.get('northmart')).toEqual([a]);
    expect(loadConfig({}).firmwareSigningKeys.size).toBe(0);
  });

  it('stops the start on a bad entry, a missing file or a file without a key', () => {
    expect(() => loadConfig({ FIRMWARE_SIGNING_KEYS: 'panasonic' })).toThrow('must be tenantId=path');
    expect(() => loadConfig({ FIRMWARE_SIGNING_KEYS: `panasonic=${join(dir, 'none.pem')}` })).toThrow(
      'cannot read a public key',
    );
    const empty = write('empty.pem', 'hello');
    expect(() => loadConfig({ FIRMWARE_SIGNING_KEYS: `panasonic=${empty}` })).toThrow(
      'holds no PEM public key',
    );
  });
});

describe('raw activity retention', () => {
  it('keeps 7 metrics days of raw events unless told, at least 1', () => {
    expect(loadConfig({}).INSIGHTS_RAW_EVENT_DAYS).toBe(7);
    expect(loadConfig({ INSIGHTS_RAW_EVENT_DAYS: '30' }).INSIGHTS_RAW_EVENT_DAYS).toBe(30);
    expect(() => loadConfig({ INSIGHTS_RAW_EVENT_DAYS: '0' })).toThrow();
    expect(() => loadConfig({ INSIGHTS_RAW_EVENT_DAYS: '2.5' })).toThrow();
  });
});

describe('webhook log retention', () => {
  it('keeps 30 days of settled webhook events unless told, whole days from 1', () => {
    expect(loadConfig({}).WEBHOOK_LOG_RETENTION_DAYS).toBe(30);
    expect(loadConfig({ WEBHOOK_LOG_RETENTION_DAYS: '90' }).WEBHOOK_LOG_RETENTION_DAYS).toBe(90);
    expect(() => loadConfig({ WEBHOOK_LOG_RETENTION_DAYS: '0' })).toThrow();
    expect(() => loadConfig({ WEBHOOK_LOG_RETENTION_DAYS: '1.5' })).toThrow();
  });
});

describe('the demo app users’ preference changes', () => {
  it('happen on 3 % of app opens unless told, a share from 0 (none) to 1', () => {
    expect(loadConfig({}).SIMULATOR_PREFERENCE_SHARE).toBe(0.03);
    expect(loadConfig({ SIMULATOR_PREFERENCE_SHARE: '0' }).SIMULATOR_PREFERENCE_SHARE).toBe(0);
    expect(() => loadConfig({ SIMULATOR_PREFERENCE_SHARE: '1.5' })).toThrow();
    expect(() => loadConfig({ SIMULATOR_PREFERENCE_SHARE: '-0.1' })).toThrow();
  });
});

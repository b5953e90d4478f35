import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('file store settings', () => {
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

import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './load-config.js';
import { checkObjectStorageConfig, objectStorageConfigShape } from './object-storage-config.js';
import { serviceConfigSchema } from './service-config.js';

const schema = serviceConfigSchema({ name: 'classes', port: 4102, database: 'classhub_classes' })
  .extend(objectStorageConfigShape)
  .superRefine(checkObjectStorageConfig);

describe('object storage settings', () => {
  it('keep images on local disk when no bucket is set, an empty one included', () => {
    expect(loadConfig(schema, {})).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(loadConfig(schema, { S3_BUCKET: '' }).S3_BUCKET).toBeUndefined();
  });

  it('take a bucket on an S3-compatible endpoint with its keys', () => {
    const config = loadConfig(schema, {
      S3_BUCKET: 'classhub-media',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'classhub-media',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_REGION: 'eu-west-3',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('name every bad setting', () => {
    const run = () =>
      loadConfig(schema, {
        S3_BUCKET: 'Media_Bucket',
        S3_ENDPOINT: 'ftp://store',
        S3_REGION: 'EU West',
        S3_FORCE_PATH_STYLE: 'yes',
      });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(run).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(run).toThrow(/S3_REGION: must be a region name/);
    expect(run).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/);
  });

  it('want both keys, and a bucket for the other settings to apply to', () => {
    expect(() => loadConfig(schema, { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is missing: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig(schema, { S3_ENDPOINT: 'http://127.0.0.1:4569' })).toThrow(
      /S3_BUCKET: is missing: S3_ENDPOINT is set, yet images would stay on local disk/,
    );
  });
});

import type { ObjectStorageConfig } from '../config/object-storage-config.js';
import { LocalMediaStore } from './local-media-store.js';
import type { MediaStore } from './media-store.js';
import { S3MediaStore } from './s3-media-store.js';

/** What a service's config says about its images: MEDIA_DIR always, the S3_* settings when it has them. */
export type MediaStoreConfig = { MEDIA_DIR: string } & Partial<ObjectStorageConfig>;

/** The bucket when S3_BUCKET is set (objects `<area>/<name>`), else the MEDIA_DIR folder. */
export function createMediaStore(config: MediaStoreConfig, area: string): MediaStore {
  if (!config.S3_BUCKET) return new LocalMediaStore(config.MEDIA_DIR);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3MediaStore({
    bucket: config.S3_BUCKET,
    area,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
  });
}

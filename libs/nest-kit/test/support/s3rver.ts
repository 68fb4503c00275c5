import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../../src/config/object-storage-config.js';

export const TEST_BUCKET = 'classhub-test';

export interface TestS3 {
  /** The S3_* settings of a service using it. */
  config: ObjectStorageConfig;
  /** Stops it (the bucket's data stays until `remove`): what a store that went away looks like. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

/** A real S3 stand-in (s3rver) on a free loopback port, with TEST_BUCKET created, for the object store's tests. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    config: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed local account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    },
    stop,
    async remove() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

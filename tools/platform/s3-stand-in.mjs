// A local S3 stand-in (s3rver) where identity and classes keep their images (decision 0049): one bucket, fixed local
// credentials, loopback only. `npm start` runs it on a fixed port with its data under .data/s3; an isolated platform
// (e2e) on a free port with a temporary folder. It checks no real S3 permissions or checksums: see the decision.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startHelperProcess } from './helper-process.mjs';
import { ROOT } from './paths.mjs';

// The package exports no path to its command; it is a dependency of the repository's root.
const S3RVER = path.join(ROOT, 'node_modules/s3rver/bin/s3rver.js');

export const S3_STAND_IN_BUCKET = 'classhub-media';
// s3rver's one account: it signs requests like S3 and refuses any other key.
const ACCESS_KEY = 'S3RVER';

/**
 * Starts s3rver on 127.0.0.1:`port` keeping objects in `dataDir`, with `bucket` created (kept if it exists), and waits
 * until the bucket answers. `stop()` and `start()` take it away and bring it back on the same port and data (tests of
 * a store that is down).
 * @param {{ port: number, dataDir: string, logFile: string, bucket?: string, timeoutMs?: number }} options
 * @returns {Promise<{ endpoint: string, bucket: string, dataDir: string, env: Record<string, string>, stop(): Promise<void>, start(): Promise<void> }>}
 */
export async function startS3StandIn({ port, dataDir, logFile, bucket = S3_STAND_IN_BUCKET, timeoutMs = 60_000 }) {
  mkdirSync(dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  const launch = () =>
    startHelperProcess({
      name: 's3rver',
      command: process.execPath,
      args: [
        S3RVER,
        '--directory',
        dataDir,
        '--address',
        '127.0.0.1',
        '--port',
        String(port),
        '--configure-bucket',
        bucket,
      ],
      logFile,
      readyUrl: `${endpoint}/${bucket}?max-keys=0`,
      portHint: `port ${port} taken? S3_PORT moves it`,
      timeoutMs,
    });
  let running = await launch();
  return {
    endpoint,
    bucket,
    dataDir,
    /** The S3_* settings of a service keeping its images there. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async start() {
      running ??= await launch();
    },
  };
}

import path from 'node:path';
import { startIsolatedPlatform } from '../../tools/platform/isolated-platform.mjs';
import { ROOT } from '../../tools/platform/platform.mjs';
import { startPostgresReplica } from '../../tools/platform/postgres-replica.mjs';
import type { RunningPlatform } from './test-platform.js';

export { startPostgresReplica };
export type PostgresReplica = Awaited<ReturnType<typeof startPostgresReplica>>;

/**
 * A test platform whose `services` read what tolerates a little lag from `replica` (DATABASE_READ_URL, decision
 * 0048); `env` goes to every process.
 */
export function startPlatformReadingFrom(
  label: string,
  replica: PostgresReplica,
  services: string[],
  env: Record<string, string> = {},
): Promise<RunningPlatform> {
  return startIsolatedPlatform(label, {
    logRoot: path.join(ROOT, 'e2e/test-results/logs'),
    readReplica: { serverUrl: replica.serverUrl, services },
    env,
  });
}

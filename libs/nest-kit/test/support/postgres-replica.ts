// A streaming replica of the machine's PostgreSQL cluster, started by the platform's own tool
// (tools/platform/postgres-replica.mjs). It is imported by path, as the tools import nest-kit's build: neither is a
// dependency of the other.
import { pathToFileURL } from 'node:url';

export interface TestReplica {
  /** The same database, user and password as `databaseUrl` (on the primary), read from the replica. */
  readUrl(databaseUrl: string): string;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  caughtUp(): Promise<boolean>;
  remove(): Promise<void>;
}

export async function startTestReplica(): Promise<TestReplica> {
  const tool = new URL('../../../../tools/platform/postgres-replica.mjs', import.meta.url);
  const { startPostgresReplica } = (await import(pathToFileURL(tool.pathname).href)) as {
    startPostgresReplica: () => Promise<TestReplica>;
  };
  return startPostgresReplica();
}

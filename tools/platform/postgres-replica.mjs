// A streaming replica of the machine's PostgreSQL cluster on a port of its own, for tests that read from a replica
// (decision 0048): `pg_basebackup -R -X stream` into a temporary folder, started as the postgres user (PostgreSQL
// refuses to run as root), stopped and deleted by `remove()` — or, should the caller forget or fail, when the process
// exits. Every database of the primary, and every one created on it later, is on the replica under the same name.
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serviceDatabaseUrl, serviceRole, withClient } from './databases.mjs';
import { freePort } from './free-port.mjs';

const execFile = promisify(execFileCallback);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
const SERVICE_USER = 'postgres';

// A hot standby refuses to start with less of these than its primary has.
const MATCHED_SETTINGS = [
  'max_connections',
  'max_worker_processes',
  'max_wal_senders',
  'max_prepared_transactions',
  'max_locks_per_transaction',
];

/** Runs a PostgreSQL program as the postgres user (root may not run the server, and its files must be postgres's). */
function asPostgres(binDir, program, args, timeoutMs) {
  const command = userInfo().uid === 0 ? 'runuser' : path.join(binDir, program);
  const commandArgs = userInfo().uid === 0 ? ['-u', SERVICE_USER, '--', path.join(binDir, program), ...args] : args;
  return execFile(command, commandArgs, { timeout: timeoutMs });
}

function ownedByPostgres(folder) {
  if (userInfo().uid !== 0) return;
  const uid = Number(execFileSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', SERVICE_USER], { encoding: 'utf8' }).trim());
  chownSync(folder, uid, gid);
}

/** The services whose reads that tolerate a little lag (decision 0048) a replica serves in `npm start`. */
export const READ_REPLICA_SERVICES = ['identity', 'classes'];

/**
 * `serviceEnv` with DATABASE_READ_URL for each of `replica.services`: the service's own database, as its own role, on
 * the replica. Without `replica`, `serviceEnv` as it is.
 * @param {Record<string, Record<string, string>>} serviceEnv
 * @param {{ serverUrl: string, services: string[] } | undefined} replica
 * @param {(service: string) => string} databaseName
 */
export function withReadReplica(serviceEnv, replica, databaseName) {
  const readEnv = (service) => ({
    DATABASE_READ_URL: serviceDatabaseUrl(`${replica.serverUrl}/postgres`, {
      database: databaseName(service),
      role: serviceRole(service),
    }),
  });
  const services = replica?.services ?? [];
  return {
    ...serviceEnv,
    ...Object.fromEntries(services.map((name) => [name, { ...readEnv(name), ...serviceEnv[name] }])),
  };
}

/**
 * @param {object} [options]
 * @param {string} [options.serverUrl]  the primary, as a superuser (postgres://postgres@127.0.0.1:5432)
 * @param {number} [options.timeoutMs]  for the base backup and for the start, each
 * @returns {Promise<{ port: number, serverUrl: string, basebackupMs: number, readUrl(databaseUrl: string): string,
 *   pauseReplay(): Promise<void>, resumeReplay(): Promise<void>, caughtUp(): Promise<boolean>, remove(): Promise<void> }>}
 */
export async function startPostgresReplica({ serverUrl = SERVER_URL, timeoutMs = 120_000 } = {}) {
  const primary = new URL(serverUrl);
  const settings = await withClient(`${serverUrl}/postgres`, async (client) => {
    const { rows } = await client.query('SELECT name, setting FROM pg_settings WHERE name = ANY($1)', [
      [...MATCHED_SETTINGS, 'server_version_num'],
    ]);
    return Object.fromEntries(rows.map(({ name, setting }) => [name, setting]));
  });
  const binDir =
    process.env.PG_BIN_DIR ?? `/usr/lib/postgresql/${Math.floor(Number(settings.server_version_num) / 10_000)}/bin`;
  const port = await freePort();
  const folder = mkdtempSync(path.join(tmpdir(), 'classhub-pg-replica-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  ownedByPostgres(folder);

  let started = false;
  const stopNow = () => {
    if (started) {
      try {
        execFileSync(
          userInfo().uid === 0 ? 'runuser' : path.join(binDir, 'pg_ctl'),
          [
            ...(userInfo().uid === 0 ? ['-u', SERVICE_USER, '--', path.join(binDir, 'pg_ctl')] : []),
            ...['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop'],
          ],
          { stdio: 'ignore', timeout: 35_000 },
        );
      } catch {
        // Already stopped.
      }
      started = false;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  // A test that throws, or a runner that exits before its teardown, still leaves no server behind.
  process.once('exit', stopNow);

  try {
    const backupStart = Date.now();
    await asPostgres(
      binDir,
      'pg_basebackup',
      [
        ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', decodeURIComponent(primary.username)],
        ...['-D', dataDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync'],
      ],
      timeoutMs,
    ).catch((error) => {
      if (!/no pg_hba\.conf entry for replication/.test(error.stderr ?? '')) throw error;
      throw new Error(
        `The primary refuses replication connections: add "host replication all 127.0.0.1/32 trust" to its ` +
          `pg_hba.conf and reload it (SELECT pg_reload_conf()). ${error.stderr}`,
      );
    });
    const basebackupMs = Date.now() - backupStart;
    // Debian keeps the primary's configuration outside its data folder: the replica gets a minimal one of its own.
    writeFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${folder}'`,
        'hot_standby = on',
        // Queries on the replica are never cancelled for a conflict with replay, and tell the primary what they need.
        'hot_standby_feedback = on',
        'max_standby_streaming_delay = -1',
        'fsync = off',
        'shared_buffers = 32MB',
        ...MATCHED_SETTINGS.map((name) => `${name} = ${settings[name]}`),
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dataDir, 'pg_hba.conf'),
      ['local all all trust', 'host all all 127.0.0.1/32 trust', ''].join('\n'),
    );
    for (const file of ['postgresql.conf', 'pg_hba.conf']) ownedByPostgres(path.join(dataDir, file));
    started = true;
    await asPostgres(
      binDir,
      'pg_ctl',
      ['-D', dataDir, '-l', logFile, '-w', '-t', String(Math.ceil(timeoutMs / 1000)), 'start'],
      timeoutMs + 5000,
    );

    const replicaServerUrl = `${primary.protocol}//${primary.username ? `${primary.username}@` : ''}127.0.0.1:${port}`;
    const onReplica = (sql) => withClient(`${replicaServerUrl}/postgres`, (client) => client.query(sql));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await onReplica(
        "SELECT pg_is_in_recovery() AS recovering, (SELECT status FROM pg_stat_wal_receiver) = 'streaming' AS streaming",
      );
      if (!rows[0].recovering) throw new Error(`The replica on port ${port} is not in recovery; see ${logFile}`);
      if (rows[0].streaming) break;
      if (Date.now() > deadline) throw new Error(`The replica on port ${port} is not streaming; see ${logFile}`);
      await sleep(100);
    }

    return {
      port,
      serverUrl: replicaServerUrl,
      basebackupMs,
      /** The same database, user and password as `databaseUrl` (on the primary), read from the replica. */
      readUrl(databaseUrl) {
        const url = new URL(databaseUrl);
        url.hostname = '127.0.0.1';
        url.port = String(port);
        return url.toString();
      },
      /** Replay stops where it is (WAL still arrives): the replica lags behind every commit made from now on. */
      async pauseReplay() {
        await onReplica('SELECT pg_wal_replay_pause()');
      },
      async resumeReplay() {
        await onReplica('SELECT pg_wal_replay_resume()');
      },
      /** Whether the replica has replayed everything the primary had written when asked. */
      async caughtUp() {
        const target = await withClient(`${serverUrl}/postgres`, (client) =>
          client.query('SELECT pg_current_wal_lsn()::text AS lsn'),
        );
        const { rows } = await withClient(`${replicaServerUrl}/postgres`, (client) =>
          client.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [target.rows[0].lsn]),
        );
        return rows[0].done === true;
      },
      async remove() {
        process.removeListener('exit', stopNow);
        stopNow();
      },
    };
  } catch (error) {
    process.removeListener('exit', stopNow);
    stopNow();
    throw error;
  }
}

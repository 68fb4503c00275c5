// `npm start`: build everything, start the platform with demo data, print where it is, stop on Ctrl-C.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { checkInfrastructure } from '../tools/platform/check-infra.mjs';
import { googleSignIn } from '../tools/platform/demo-google.mjs';
import { defaultDatabaseName, ROOT, startPlatform } from '../tools/platform/platform.mjs';
import { READ_REPLICA_SERVICES, startPostgresReplica, withReadReplica } from '../tools/platform/postgres-replica.mjs';
import { startPrometheus } from '../tools/platform/prometheus.mjs';

const DEMO_ACCOUNTS = [
  ['admin', 'admin@classhub.test'],
  ['instructor', 'instructor1@classhub.test … instructor3@classhub.test'],
  ['student', 'student1@classhub.test … student4@classhub.test'],
];

const missing = await checkInfrastructure();
if (missing.length) {
  console.error(
    `ClassHub needs PostgreSQL, Redis and Debian's nats-server:\n  ${missing.join('\n  ')}\nSee README.md, "Quick start".`,
  );
  process.exit(1);
}

console.log('Building ClassHub (services, gateway, shell and remotes)…');
execSync('npx nx run-many -t build --output-style=stream-without-prefixes', {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
});

const logDir = path.join(ROOT, '.data/logs');
const gatewayPort = Number(process.env.PORT ?? 3000);
const google = await googleSignIn(process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`);
console.log(
  'Starting identity, classes, payments, notifications and the gateway (migrating and seeding on first start)…',
);
// The remotes registry the gateway watches (`npm run remotes`); created with the four local remotes on first start.
const remotesFile = process.env.REMOTES_FILE ?? path.join(ROOT, '.data/remotes.json');
const gatewayEnv = { REMOTES_FILE: remotesFile };
// POSTGRES_READ_REPLICA=1: a streaming replica of the database server (removed on exit) serves the reads that tolerate
// a little lag, the public catalogue first (decision 0048).
const readReplica =
  process.env.POSTGRES_READ_REPLICA === '1'
    ? await startPostgresReplica().catch(async (error) => {
        console.error(`The read replica did not start: ${error.message}`);
        await google.stop();
        process.exit(1);
      })
    : undefined;
const platform = await startPlatform({
  gatewayPort,
  seed: true,
  logDir,
  gatewayEnv,
  serviceEnv: withReadReplica(
    { identity: google.identityEnv },
    readReplica && { serverUrl: readReplica.serverUrl, services: READ_REPLICA_SERVICES },
    defaultDatabaseName,
  ),
}).catch(async (error) => {
  console.error(String(error.message ?? error));
  await readReplica?.remove();
  await google.stop();
  process.exit(1);
});

// Scrapes every process with the repository's rules; undefined (after a one-line notice) without Debian's package.
const prometheus = await startPrometheus({
  targets: platform.metricsUrls,
  logFile: path.join(logDir, 'prometheus.log'),
}).catch((error) => {
  console.error(`Prometheus: not started (${error.message})`);
  return undefined;
});

console.log(`
ClassHub is running at ${platform.url}

Demo accounts (password ClassHub#2026; sign in at /login):
${DEMO_ACCOUNTS.map(([role, email]) => `  ${role.padEnd(11)} ${email}`).join('\n')}

Login with Google: ${google.description}

NATS: ${platform.natsNodes.length > 1 ? `a JetStream cluster of ${platform.natsNodes.length} nodes (NATS_CLUSTER_NODES), ` : ''}${platform.natsUrl}
Mail catcher (every mail ClassHub sends): ${platform.mail.webUrl}
${readReplica ? `Read replica (POSTGRES_READ_REPLICA): ${READ_REPLICA_SERVICES.join(' and ')} read the catalogue, class pages, reviews and instructors from 127.0.0.1:${readReplica.port}\n` : ''}Images (S3 stand-in, s3rver): ${platform.objectStorage.endpoint}/${platform.objectStorage.bucket} (data in ${platform.objectStorage.dataDir})
${prometheus ? `\nPrometheus (metrics and alerts; docs/operations.md): ${prometheus.url}\n` : ''}
Remotes registry: ${remotesFile} (npm run remotes -- list)
Logs: ${logDir}
Press Ctrl-C to stop.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping ClassHub…');
  await platform.stop();
  await readReplica?.remove();
  await prometheus?.stop();
  await google.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of platform.children) {
  child.on('exit', (code) => {
    if (!stopping)
      console.error(`${child.name} stopped unexpectedly (code ${code}); see ${path.join(logDir, `${child.name}.log`)}`);
  });
}

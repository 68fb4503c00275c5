// Tells the user, before anything starts, whether PostgreSQL and Redis answer where the config points, and whether
// the nats-server binary the platform starts its own NATS with is installed.
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { NATS_SERVER_BINARY } from './nats-server.mjs';
import { portAnswers } from './port-answers.mjs';

function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
}

/** What is missing, in words for the user; empty when everything is there. */
export async function checkInfrastructure(env = process.env) {
  const needed = [
    { what: 'PostgreSQL', ...hostPort(env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/postgres', 5432) },
    { what: 'Redis', ...hostPort(env.REDIS_URL ?? 'redis://127.0.0.1:6379', 6379) },
  ];
  const missing = [];
  for (const item of needed) {
    if (!(await portAnswers(item.port, { host: item.host })))
      missing.push(`${item.what} is not answering on ${item.host}:${item.port}`);
  }
  await access(NATS_SERVER_BINARY, constants.X_OK).catch(() =>
    missing.push(`nats-server is not installed at ${NATS_SERVER_BINARY} (apt-get install nats-server)`),
  );
  return missing;
}

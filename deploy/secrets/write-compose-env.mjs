// Writes the secrets docker-compose.yml reads into the repository's .env (ignored by git), once: a NATS NKey per
// service and for the setup user (the server gets the public keys, each container only its own seed), the password
// of the routes between NATS nodes, and a PostgreSQL password per service role. Run `npm run compose:secrets -w
// deploy`; an existing .env is kept, and only what it lacks (a NATS user or the route password added since it was
// written) is appended.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { generateNatsUsers } from '../../tools/platform/nats-server.mjs';

const target = fileURLToPath(new URL('../../.env', import.meta.url));
const secret = () => randomBytes(24).toString('hex');
// nats-server reads the password as a config value: a leading digit or sign could make it a number, so it starts with letters.
const natsClusterLine = () => `NATS_CLUSTER_PASSWORD=route${secret()}`;
const natsLines = (users) =>
  Object.entries(users).flatMap(([user, { seed, publicKey }]) => [
    `NATS_${user.toUpperCase()}_NKEY=${publicKey}`,
    `NATS_${user.toUpperCase()}_SEED=${seed}`,
  ]);

if (existsSync(target)) {
  const existing = readFileSync(target, 'utf8');
  const missing = Object.fromEntries(
    Object.entries(generateNatsUsers()).filter(([user]) => !existing.includes(`NATS_${user.toUpperCase()}_SEED=`)),
  );
  const added = natsLines(missing);
  if (!existing.includes('NATS_CLUSTER_PASSWORD=')) added.push(natsClusterLine());
  if (added.length > 0) {
    appendFileSync(target, `${added.join('\n')}\n`);
    console.log(`${target} exists; added ${added.map((line) => line.split('=')[0]).join(', ')}`);
  } else console.log(`${target} exists; delete it to make new secrets`);
  process.exit(0);
}
const lines = [
  '# Secrets for docker-compose.yml, made by `npm run compose:secrets -w deploy`. Keep this file private.',
];
lines.push(...natsLines(generateNatsUsers()), natsClusterLine());
for (const service of ['identity', 'classes', 'payments', 'notifications'])
  lines.push(`POSTGRES_${service.toUpperCase()}_PASSWORD=${secret()}`);
lines.push(`POSTGRES_PASSWORD=${secret()}`);
writeFileSync(target, `${lines.join('\n')}\n`, { mode: 0o600 });
console.log(`wrote ${target}`);

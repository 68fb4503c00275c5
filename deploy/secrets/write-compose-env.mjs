// Writes the secrets docker-compose.yml reads into the repository's .env (ignored by git), once: a NATS NKey per
// service and for the setup user (the server gets the public keys, each container only its own seed), and a
// PostgreSQL password per service role. Run `npm run compose:secrets -w deploy`; an existing .env is kept, and only
// what it lacks (a NATS user added since it was written) is appended.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { generateNatsUsers } from '../../tools/platform/nats-server.mjs';

const target = fileURLToPath(new URL('../../.env', import.meta.url));
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
  if (Object.keys(missing).length > 0) {
    appendFileSync(target, `${natsLines(missing).join('\n')}\n`);
    console.log(`${target} exists; added the NATS keys of ${Object.keys(missing).join(', ')}`);
  } else console.log(`${target} exists; delete it to make new secrets`);
  process.exit(0);
}
const lines = [
  '# Secrets for docker-compose.yml, made by `npm run compose:secrets -w deploy`. Keep this file private.',
];
lines.push(...natsLines(generateNatsUsers()));
for (const service of ['identity', 'classes', 'payments', 'notifications'])
  lines.push(`POSTGRES_${service.toUpperCase()}_PASSWORD=${randomBytes(24).toString('hex')}`);
lines.push(`POSTGRES_PASSWORD=${randomBytes(24).toString('hex')}`);
writeFileSync(target, `${lines.join('\n')}\n`, { mode: 0o600 });
console.log(`wrote ${target}`);

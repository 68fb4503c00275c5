// Writes the secrets docker-compose.yml reads into the repository's .env (ignored by git), once: a NATS NKey per
// service and for the setup user (the server gets the public keys, each container only its own seed), and a
// PostgreSQL password per service role. Run `npm run compose:secrets -w deploy`; an existing .env is kept.
import { existsSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { generateNatsUsers } from '../../tools/platform/nats-server.mjs';

const target = fileURLToPath(new URL('../../.env', import.meta.url));
if (existsSync(target)) {
  console.log(`${target} exists; delete it to make new secrets`);
  process.exit(0);
}
const lines = ['# Secrets for docker-compose.yml, made by `npm run compose:secrets -w deploy`. Keep this file private.'];
for (const [user, { seed, publicKey }] of Object.entries(generateNatsUsers())) {
  lines.push(`NATS_${user.toUpperCase()}_NKEY=${publicKey}`, `NATS_${user.toUpperCase()}_SEED=${seed}`);
}
for (const service of ['identity', 'classes', 'payments']) lines.push(`POSTGRES_${service.toUpperCase()}_PASSWORD=${randomBytes(24).toString('hex')}`);
lines.push(`POSTGRES_PASSWORD=${randomBytes(24).toString('hex')}`);
writeFileSync(target, `${lines.join('\n')}\n`, { mode: 0o600 });
console.log(`wrote ${target}`);

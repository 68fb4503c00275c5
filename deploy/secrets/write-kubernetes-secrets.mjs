// Writes the Secrets the Kubernetes manifests (deploy/kubernetes) reference, as env files for `kubectl create secret
// generic --from-env-file`, into a folder git ignores (.data/kubernetes-secrets by default), once: a NATS NKey per user
// (the servers get the public keys, each pod only its own seed), the password of the routes between NATS nodes, a
// PostgreSQL password per service role (with the DATABASE_URL that uses it), identity's key-encryption key. SMTP_URL
// is left for you to fill in.
//   npm run kubernetes:secrets -w deploy -- --postgres-host db.internal [--out <folder>]
// docs/deploy-kubernetes.md#secrets says what to do with the files.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { generateNatsUsers, natsServerEnv } from '../../tools/platform/nats-server.mjs';

export const SERVICES = ['identity', 'classes', 'payments', 'notifications'];

/** Each Secret's name and its entries, as the manifests (deploy/kubernetes/base) reference them. */
export function secretFiles({
  postgresHost,
  natsUsers = generateNatsUsers(),
  password = () => randomBytes(24).toString('hex'),
}) {
  const seed = (user) => ({ NATS_NKEY_SEED: natsUsers[user].seed });
  const passwords = Object.fromEntries(SERVICES.map((service) => [service, password()]));
  const database = (service) => ({
    DATABASE_URL: `postgres://classhub_${service}:${passwords[service]}@${postgresHost}:5432/classhub_${service}`,
  });
  return {
    // nats-server reads the variable as a configuration value, where one that starts with digits may parse as a
    // number (`1e5…`) and stop the server: the password starts with letters.
    'nats-server-secrets': { ...natsServerEnv(natsUsers), NATS_CLUSTER_PASSWORD: `route${password()}` },
    'nats-setup-secrets': seed('setup'),
    'gateway-secrets': seed('gateway'),
    'identity-secrets': {
      ...seed('identity'),
      ...database('identity'),
      JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
    'classes-secrets': { ...seed('classes'), ...database('classes') },
    'payments-secrets': { ...seed('payments'), ...database('payments') },
    'notifications-secrets': {
      ...seed('notifications'),
      ...database('notifications'),
      SMTP_URL: 'smtps://USER:PASSWORD@smtp.example.com:465',
    },
    // Not a Secret of the cluster: the passwords deploy/postgres/init-service-roles.sh gives the roles.
    'postgres-roles': Object.fromEntries(
      SERVICES.map((service) => [`POSTGRES_${service.toUpperCase()}_PASSWORD`, passwords[service]]),
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const { values } = parseArgs({
    options: { 'postgres-host': { type: 'string' }, out: { type: 'string' } },
  });
  if (!values['postgres-host']) {
    console.error('usage: write-kubernetes-secrets.mjs --postgres-host <host> [--out <folder>]');
    process.exit(1);
  }
  const out = resolve(values.out ?? `${root}.data/kubernetes-secrets`);
  if (existsSync(out)) {
    console.log(`${out} exists; delete it to make new secrets`);
    process.exit(0);
  }
  mkdirSync(out, { recursive: true, mode: 0o700 });
  const files = secretFiles({ postgresHost: values['postgres-host'] });
  for (const [name, entries] of Object.entries(files))
    writeFileSync(
      `${out}/${name}.env`,
      `${Object.entries(entries)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n')}\n`,
      { mode: 0o600 },
    );
  console.log(`wrote ${out}: set SMTP_URL in notifications-secrets.env, then create each Secret:`);
  for (const name of Object.keys(files).filter((name) => name !== 'postgres-roles'))
    console.log(`  kubectl -n classhub create secret generic ${name} --from-env-file=${out}/${name}.env`);
}

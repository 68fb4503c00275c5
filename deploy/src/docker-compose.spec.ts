import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface ComposeService {
  command?: string[];
  volumes?: string[];
  build?: { context: string; target: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  networks?: { default?: { ipv4_address?: string; aliases?: string[] } };
  configs?: { source: string; target: string }[];
  stop_grace_period?: string;
}

const composeText = readFileSync(`${root}docker-compose.yml`, 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
  configs?: Record<string, { content?: string }>;
};
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8');
const services = compose.services;

const SERVICES = ['identity', 'classes', 'payments', 'notifications'];
const REMOTES = ['mf-admin', 'mf-catalog', 'mf-instructor', 'mf-student'];
const SECRET = 'run npm run compose:secrets -w deploy';
// What a closing service gives open connections after its drain (nest-kit's createServiceApp).
const SERVICE_CLOSE_GRACE_MS = 3000;
// What the gateway gives requests in progress once it closes, after its drain (services/gateway/src/edge/shutdown.ts).
const GATEWAY_CLOSING_MS = 5000;
// The most PostgreSQL sessions one replica held during a checkout rush: its pool (DB_POOL_SIZE, 10) where it used all
// of it, plus change listeners, the leader lease and the like (measured: docs/capacity.md).
const PEAK_SESSIONS: Record<string, number> = { identity: 10, classes: 14, payments: 16, notifications: 8 };

/** `classes-1`, `classes-2`, …: the replicas of one service, as compose names them. */
const replicasOf = (name: string) =>
  Object.keys(services)
    .filter((key) => new RegExp(`^${name}-\\d+$`).test(key))
    .sort();
const serviceReplicas = SERVICES.flatMap(replicasOf);
const gateways = replicasOf('gateway');
const natsNodes = replicasOf('nats');
const natsUrls = natsNodes.map((node) => `nats://${node}:4222`).join(',');
const seconds = (duration = '') => Number(/^(\d+)s$/.exec(duration)?.[1] ?? Number.NaN);
const addressOf = (name: string) => services[name]?.networks?.default?.ipv4_address;

describe('docker-compose.yml', () => {
  it('runs every part of the architecture: PostgreSQL, three NATS nodes with JetStream, Redis, two replicas of each service, two gateways behind a balancer, a host per remote and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'balancer',
        ...gateways,
        'mail',
        ...natsNodes,
        'nats-setup',
        ...serviceReplicas,
        'postgres',
        'prometheus',
        'redis',
        ...REMOTES,
      ].sort(),
    );
    for (const name of SERVICES) expect(replicasOf(name).length).toBeGreaterThanOrEqual(2);
    expect(gateways.length).toBeGreaterThanOrEqual(2);
    expect(natsNodes).toEqual(['nats-1', 'nats-2', 'nats-3']);
  });

  it.each(SERVICES)('runs the replicas of %s as one definition, each also answering to the plain name', (name) => {
    const [first, ...others] = replicasOf(name).map((replica) => services[replica]);
    for (const other of others) expect(other).toEqual(first);
    expect(first?.networks?.default?.aliases).toEqual([name]);
    expect(first?.ports).toBeUndefined();
  });

  describe('NATS', () => {
    const routesOf = (node: string) =>
      (services[node]?.environment?.NATS_CLUSTER_ROUTES ?? '')
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((route) => route.trim());

    it('runs three JetStream nodes with the repository’s cluster configuration, each storing on its own volume', () => {
      const clusterConfig = readFileSync(`${root}deploy/nats/nats-cluster.conf`, 'utf8');
      expect(clusterConfig).toMatch(/^include \.\/nats-server\.conf$/m);
      expect(clusterConfig).toContain('$NATS_CLUSTER_ROUTES');
      const volumes = natsNodes.map((node) => services[node]?.volumes?.find((volume) => volume.endsWith(':/data')));
      expect(new Set(volumes).size).toBe(3);
      for (const node of natsNodes) {
        const service = services[node];
        expect(service?.command?.join(' ')).toBe('-c /etc/nats/nats-cluster.conf -js -sd /data -m 8222');
        expect(service?.volumes).toEqual(
          expect.arrayContaining([
            './deploy/nats/nats-cluster.conf:/etc/nats/nats-cluster.conf:ro',
            './deploy/nats/nats-server.conf:/etc/nats/nats-server.conf:ro',
          ]),
        );
        expect(service?.environment?.NATS_SERVER_NAME).toBe(node);
        expect(service?.healthcheck?.test.join(' ')).toContain(':8222/healthz');
      }
    });

    it('routes each node to the other two, with the routes’ password from .env', () => {
      for (const node of natsNodes) {
        const environment = services[node]?.environment;
        expect(environment?.NATS_CLUSTER_LISTEN).toBe('0.0.0.0:6222');
        expect(environment?.NATS_CLUSTER_PASSWORD).toBe(`\${NATS_CLUSTER_PASSWORD:?${SECRET}}`);
        const others = natsNodes.filter((other) => other !== node);
        expect(routesOf(node)).toEqual(others.map((other) => `nats://route:\${NATS_CLUSTER_PASSWORD}@${other}:6222`));
      }
      expect(readFileSync(`${root}deploy/secrets/write-compose-env.mjs`, 'utf8')).toContain('NATS_CLUSTER_PASSWORD=');
    });

    it('gives the nodes the public keys only, and lets the setup user create the streams with three replicas first', () => {
      for (const node of natsNodes) {
        const keys = Object.keys(services[node]?.environment ?? {}).filter((key) => key.endsWith('_NKEY'));
        expect(keys.sort()).toEqual([
          'NATS_CLASSES_NKEY',
          'NATS_GATEWAY_NKEY',
          'NATS_IDENTITY_NKEY',
          'NATS_NOTIFICATIONS_NKEY',
          'NATS_PAYMENTS_NKEY',
          'NATS_SETUP_NKEY',
        ]);
        expect(JSON.stringify(services[node]?.environment)).not.toContain('_SEED');
      }
      const setup = services['nats-setup'];
      expect(setup?.environment).toMatchObject({
        NATS_URL: natsUrls,
        NATS_STREAM_REPLICAS: '3',
        NATS_NKEY_SEED: `\${NATS_SETUP_SEED:?${SECRET}}`,
      });
      for (const node of natsNodes) expect(setup?.depends_on?.[node]).toEqual({ condition: 'service_healthy' });
    });
  });

  describe.each(SERVICES)('every replica of %s', (name) => {
    const upper = name.toUpperCase();
    const service = services[`${name}-1`];

    it('has its own database role, its own NATS key only, every NATS node and a health check', () => {
      expect(service?.environment?.DATABASE_URL).toBe(
        `postgres://classhub_${name}:\${POSTGRES_${upper}_PASSWORD:?${SECRET}}@postgres:5432/classhub_${name}`,
      );
      expect(service?.environment?.NATS_URL).toBe(natsUrls);
      expect(service?.environment?.NATS_NKEY_SEED).toBe(`\${NATS_${upper}_SEED:?${SECRET}}`);
      const secrets = JSON.stringify(service?.environment).match(/\$\{[A-Z_]+/g) ?? [];
      expect(secrets.every((secret) => secret.includes(upper))).toBe(true);
      expect(service?.environment?.PORT).toMatch(/^\d+$/);
      expect(service?.healthcheck?.test.join(' ')).toContain(`:${service?.environment?.PORT}/health`);
      expect(service?.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        'nats-setup': { condition: 'service_completed_successfully' },
      });
    });

    it('drains on SIGTERM, and Docker waits longer than the drain before it kills', () => {
      const drainMs = Number(service?.environment?.SHUTDOWN_DRAIN_MS);
      expect(drainMs).toBeGreaterThan(0);
      expect(seconds(service?.stop_grace_period) * 1000).toBeGreaterThan(drainMs + SERVICE_CLOSE_GRACE_MS);
    });
  });

  it('gives identity Redis and a shared key file, and lets the services trust only the gateways as proxies', () => {
    expect(services['identity-1']?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(services['identity-1']?.depends_on).toMatchObject({ redis: { condition: 'service_healthy' } });
    expect(services['identity-1']?.environment?.JWT_KEY_ENCRYPTION_KEY_FILE).toMatch(/^\/data\/secrets\//);
    const gatewayAddresses = gateways.map(addressOf);
    expect(new Set(gatewayAddresses).size).toBe(gateways.length);
    for (const replica of serviceReplicas)
      expect(services[replica]?.environment?.TRUSTED_PROXIES?.split(',')).toEqual(gatewayAddresses);
  });

  it('documents the optional read replica and object storage settings', () => {
    expect(composeText).toMatch(/^\s+# +DATABASE_READ_URL: postgres:\/\//m);
    for (const setting of [
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ])
      expect(composeText).toMatch(new RegExp(`^\\s+# +${setting}: `, 'm'));
  });

  describe('the gateways', () => {
    it('are one definition at two addresses, each with its own NATS key (cache purges, live seats) and no other secret', () => {
      const [first, ...others] = gateways.map((gateway) => services[gateway]);
      for (const other of others) expect({ ...other, networks: undefined }).toEqual({ ...first, networks: undefined });
      for (const gateway of gateways) {
        const environment = services[gateway]?.environment;
        expect(environment?.NATS_URL).toBe(natsUrls);
        expect(environment?.NATS_NKEY_SEED).toBe(`\${NATS_GATEWAY_SEED:?${SECRET}}`);
        expect(JSON.stringify(environment).match(/\$\{[A-Z_]+/g)).toEqual(['${NATS_GATEWAY_SEED']);
        expect(services[gateway]?.networks?.default?.aliases).toEqual(['gateway']);
        expect(services[gateway]?.ports).toBeUndefined();
        const drainMs = Number(services[gateway]?.environment?.SHUTDOWN_DRAIN_MS);
        expect(drainMs).toBeGreaterThan(0);
        expect(seconds(services[gateway]?.stop_grace_period) * 1000).toBeGreaterThan(drainMs + GATEWAY_CLOSING_MS);
      }
    });

    it.each(SERVICES)('list every replica of %s as an upstream, health-checked', (name) => {
      const replicas = replicasOf(name);
      const port = services[replicas[0] ?? '']?.environment?.PORT;
      for (const gateway of gateways) {
        const environment = services[gateway]?.environment;
        expect(environment?.[`${name.toUpperCase()}_URL`]?.split(',')).toEqual(
          replicas.map((replica) => `http://${replica}:${port}`),
        );
        expect(Number(environment?.UPSTREAM_HEALTH_INTERVAL_MS)).toBeGreaterThan(0);
        for (const replica of replicas)
          expect(services[gateway]?.depends_on?.[replica]).toEqual({ condition: 'service_healthy' });
      }
    });

    it('sit behind a balancer that spreads requests over every gateway and is the only proxy they trust', () => {
      const balancer = services.balancer;
      const config = compose.configs?.[balancer?.configs?.[0]?.source ?? '']?.content ?? '';
      expect(balancer?.configs?.[0]?.target).toBe('/etc/nginx/conf.d/default.conf');
      const upstreams = [...config.matchAll(/^\s*server ([\w.-]+:\d+)/gm)].map((match) => match[1]);
      expect(upstreams).toEqual(gateways.map((gateway) => `${gateway}:3000`));
      // $$ is Compose's literal $: a lone $ would be read as a setting of the environment.
      expect(config).toMatch(/proxy_set_header X-Forwarded-For \$\$proxy_add_x_forwarded_for;/);
      expect(config.replaceAll('$$', '')).not.toContain('$');
      // Server-sent events (live seats) must not wait in a buffer.
      expect(config).toMatch(/proxy_buffering off;/);
      for (const gateway of gateways) {
        expect(services[gateway]?.environment?.TRUSTED_PROXIES).toBe(addressOf('balancer'));
        expect(balancer?.depends_on?.[gateway]).toEqual({ condition: 'service_healthy' });
      }
    });

    it('are reached only through the balancer; only it, the remotes’ static hosts and the mail inbox are published', () => {
      const published = Object.entries(services)
        .filter(([, service]) => service.ports)
        .map(([name]) => name)
        .sort();
      expect(published).toEqual(['balancer', 'mail', ...REMOTES, 'prometheus'].sort());
      expect(services.balancer?.ports).toEqual(['3000:3000']);
    });
  });

  it('gives every process a metrics port that deploy/prometheus scrapes on the internal network (every replica by its plain name), and NATS’s monitoring to the gateways', () => {
    const prometheus = parse(readFileSync(`${root}deploy/prometheus/prometheus.yml`, 'utf8')) as {
      scrape_configs: { job_name: string; dns_sd_configs?: { names: string[]; port: number }[] }[];
    };
    for (const name of ['gateway', ...SERVICES]) {
      const job = prometheus.scrape_configs.find((config) => config.job_name === name);
      expect(job?.dns_sd_configs).toEqual([expect.objectContaining({ names: [name] })]);
      for (const replica of replicasOf(name)) {
        expect(services[replica]?.networks?.default?.aliases).toContain(name);
        expect(services[replica]?.environment).toMatchObject({
          METRICS_PORT: String(job?.dns_sd_configs?.[0]?.port),
          METRICS_HOST: '0.0.0.0',
        });
      }
    }
    for (const gateway of gateways)
      expect(services[gateway]?.environment?.NATS_MONITOR_URL?.split(',')).toEqual(
        natsNodes.map((node) => `http://${node}:8222`),
      );
    expect(services['nats-1']?.command?.join(' ')).toContain('-m 8222');
    expect(services.prometheus?.volumes).toContain('./deploy/prometheus:/etc/prometheus:ro');
    expect(services.prometheus?.ports).toEqual(['127.0.0.1:9090:9090']);
  });

  it('lets PostgreSQL take every replica’s sessions at once', () => {
    const maxConnections = Number(/max_connections=(\d+)/.exec(services.postgres?.command?.join(' ') ?? '')?.[1]);
    const sessions = SERVICES.reduce((sum, name) => sum + replicasOf(name).length * PEAK_SESSIONS[name], 0);
    // superuser_reserved_connections (3) stay free for an administrator.
    expect(maxConnections).toBeGreaterThanOrEqual(sessions + 3);
  });

  it('sends the stack’s mail to the mail catcher, whose inbox only the host’s loopback reaches', () => {
    for (const replica of replicasOf('notifications')) {
      expect(services[replica]?.environment?.SMTP_URL).toBe('smtp://mail:1025');
      expect(services[replica]?.depends_on).toMatchObject({ mail: { condition: 'service_healthy' } });
    }
    expect(services.mail?.ports).toEqual(['127.0.0.1:1080:1080']);
    expect(dockerfile).toMatch(/^FROM deps AS mail$/m);
  });

  it('builds every app from a stage that exists in the Dockerfile', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${service.build.target}$`, 'm'));
      if (REMOTES.includes(name)) expect(service.build).toMatchObject({ target: 'remote', args: { REMOTE: name } });
      else expect(service.build.target).toBe(name.replace(/-\d+$/, ''));
    }
  });

  it('ships each remote alone: its own build stage and static host, listed in the gateways’ watched registry', () => {
    const gatewayStage = dockerfile.slice(dockerfile.indexOf('AS gateway'));
    for (const remote of REMOTES) expect(gatewayStage).not.toContain(`${remote}/dist`);
    expect(dockerfile).toMatch(/--exclude=e2e,bench,mf-catalog,mf-student,mf-instructor,mf-admin/);
    for (const gateway of gateways) {
      const environment = services[gateway]?.environment;
      expect(environment?.REMOTES_FILE).toBe('/config/remotes.json');
      const listed = JSON.parse(environment?.REMOTES_JSON ?? '[]') as { name: string; entry: string }[];
      for (const remote of REMOTES) {
        const port = services[remote]?.ports?.[0]?.split(':')[0];
        expect(listed).toContainEqual({
          name: remote.replace('-', '_'),
          entry: `http://localhost:${port}/remotes/${remote}/mf-manifest.json`,
        });
        expect(services[remote]?.healthcheck?.test.join(' ')).toContain('/health');
      }
    }
  });
});

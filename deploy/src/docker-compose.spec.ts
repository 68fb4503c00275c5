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
}

const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8');
const services = compose.services;

describe('docker-compose.yml', () => {
  const REMOTES = ['mf-admin', 'mf-catalog', 'mf-instructor', 'mf-student'];

  it('runs every part of the architecture: PostgreSQL, NATS with JetStream, Redis, four services, the gateway, a host per remote and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'classes',
        'gateway',
        'identity',
        'mail',
        'nats',
        'nats-setup',
        'notifications',
        'payments',
        'postgres',
        'prometheus',
        'redis',
        ...REMOTES,
      ].sort(),
    );
    expect(services.nats?.command).toContain('-js');
  });

  it('runs NATS with the repository’s configuration and the public keys only; the setup user creates the stream first', () => {
    expect(services.nats?.command?.join(' ')).toContain('-c /etc/nats/nats-server.conf');
    expect((services.nats as { volumes?: string[] }).volumes).toContain(
      './deploy/nats/nats-server.conf:/etc/nats/nats-server.conf:ro',
    );
    expect(Object.keys(services.nats?.environment ?? {}).sort()).toEqual([
      'NATS_CLASSES_NKEY',
      'NATS_GATEWAY_NKEY',
      'NATS_IDENTITY_NKEY',
      'NATS_NOTIFICATIONS_NKEY',
      'NATS_PAYMENTS_NKEY',
      'NATS_SETUP_NKEY',
    ]);
    expect(services['nats-setup']?.environment?.NATS_NKEY_SEED).toBe(
      '${NATS_SETUP_SEED:?run npm run compose:secrets -w deploy}',
    );
  });

  it('gives the gateway its own NATS key (to hear cache purges) and no other secret', () => {
    const environment = services.gateway?.environment;
    expect(environment?.NATS_URL).toBe('nats://nats:4222');
    expect(environment?.NATS_NKEY_SEED).toBe('${NATS_GATEWAY_SEED:?run npm run compose:secrets -w deploy}');
    expect(JSON.stringify(environment).match(/\$\{[A-Z_]+/g)).toEqual(['${NATS_GATEWAY_SEED']);
  });

  it.each(['identity', 'classes', 'payments', 'notifications'])(
    'gives %s its own database role, its own NATS key only, and a health check',
    (name) => {
      const service = services[name];
      const upper = name.toUpperCase();
      expect(service?.environment?.DATABASE_URL).toBe(
        `postgres://classhub_${name}:\${POSTGRES_${upper}_PASSWORD:?run npm run compose:secrets -w deploy}@postgres:5432/classhub_${name}`,
      );
      expect(service?.environment?.NATS_URL).toBe('nats://nats:4222');
      expect(service?.environment?.NATS_NKEY_SEED).toBe(
        `\${NATS_${upper}_SEED:?run npm run compose:secrets -w deploy}`,
      );
      const secrets = JSON.stringify(service?.environment).match(/\$\{[A-Z_]+/g) ?? [];
      expect(secrets.every((secret) => secret.includes(upper))).toBe(true);
      expect(service?.environment?.PORT).toMatch(/^\d+$/);
      expect(service?.healthcheck?.test.join(' ')).toContain(`:${service?.environment?.PORT}/health`);
      expect(service?.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        'nats-setup': { condition: 'service_completed_successfully' },
      });
    },
  );

  it('gives identity Redis and a shared key file, and lets the services trust only the gateway as a proxy', () => {
    expect(services.identity?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(services.identity?.depends_on).toMatchObject({ redis: { condition: 'service_healthy' } });
    expect(services.identity?.environment?.JWT_KEY_ENCRYPTION_KEY_FILE).toMatch(/^\/data\/secrets\//);
    const gatewayAddress = (services.gateway as { networks?: { default?: { ipv4_address?: string } } }).networks
      ?.default?.ipv4_address;
    for (const name of ['identity', 'classes', 'payments', 'notifications'])
      expect(services[name]?.environment?.TRUSTED_PROXIES).toBe(gatewayAddress);
  });

  it('points the gateway at each service and publishes only the gateway, the remotes’ static hosts and the mail inbox', () => {
    const gateway = services.gateway;
    for (const name of ['identity', 'classes', 'payments', 'notifications']) {
      const port = services[name]?.environment?.PORT;
      expect(gateway?.environment?.[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${port}`);
      expect(services[name]?.ports).toBeUndefined();
    }
    expect(gateway?.ports).toEqual(['3000:3000']);
  });

  it('gives every process a metrics port that deploy/prometheus scrapes on the internal network, and NATS’s monitoring to the gateway', () => {
    const prometheus = parse(readFileSync(`${root}deploy/prometheus/prometheus.yml`, 'utf8')) as {
      scrape_configs: { job_name: string; dns_sd_configs?: { names: string[]; port: number }[] }[];
    };
    for (const name of ['gateway', 'identity', 'classes', 'payments', 'notifications']) {
      const job = prometheus.scrape_configs.find((config) => config.job_name === name);
      expect(job?.dns_sd_configs).toEqual([expect.objectContaining({ names: [name] })]);
      expect(services[name]?.environment).toMatchObject({
        METRICS_PORT: String(job?.dns_sd_configs?.[0]?.port),
        METRICS_HOST: '0.0.0.0',
      });
    }
    expect(services.gateway?.environment?.NATS_MONITOR_URL).toBe('http://nats:8222');
    expect(services.nats?.command?.join(' ')).toContain('-m 8222');
    expect(services.prometheus?.volumes).toContain('./deploy/prometheus:/etc/prometheus:ro');
    expect(services.prometheus?.ports).toEqual(['127.0.0.1:9090:9090']);
  });

  it('sends the stack’s mail to the mail catcher, whose inbox only the host’s loopback reaches', () => {
    expect(services.notifications?.environment?.SMTP_URL).toBe('smtp://mail:1025');
    expect(services.notifications?.depends_on).toMatchObject({ mail: { condition: 'service_healthy' } });
    expect(services.mail?.ports).toEqual(['127.0.0.1:1080:1080']);
    expect(dockerfile).toMatch(/^FROM deps AS mail$/m);
  });

  it('builds every app from a stage that exists in the Dockerfile', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${service.build.target}$`, 'm'));
      if (REMOTES.includes(name)) expect(service.build).toMatchObject({ target: 'remote', args: { REMOTE: name } });
      else expect(service.build.target).toBe(name);
    }
  });

  it('ships each remote alone: its own build stage and static host, listed in the gateway’s watched registry', () => {
    const gatewayStage = dockerfile.slice(dockerfile.indexOf('AS gateway'));
    for (const remote of REMOTES) expect(gatewayStage).not.toContain(`${remote}/dist`);
    expect(dockerfile).toMatch(/--exclude=e2e,bench,mf-catalog,mf-student,mf-instructor,mf-admin/);
    const gateway = services.gateway;
    expect(gateway?.environment?.REMOTES_FILE).toBe('/config/remotes.json');
    const listed = JSON.parse(gateway?.environment?.REMOTES_JSON ?? '[]') as { name: string; entry: string }[];
    for (const remote of REMOTES) {
      const port = services[remote]?.ports?.[0]?.split(':')[0];
      expect(listed).toContainEqual({
        name: remote.replace('-', '_'),
        entry: `http://localhost:${port}/remotes/${remote}/mf-manifest.json`,
      });
      expect((services[remote] as { healthcheck?: { test: string[] } }).healthcheck?.test.join(' ')).toContain(
        '/health',
      );
    }
  });
});

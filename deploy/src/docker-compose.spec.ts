import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface ComposeService {
  command?: string[];
  build?: { context: string; target: string };
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}

const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8');
const services = compose.services;

describe('docker-compose.yml', () => {
  it('runs every part of the architecture: PostgreSQL, NATS with JetStream, three services and the gateway', () => {
    expect(Object.keys(services).sort()).toEqual(['classes', 'gateway', 'identity', 'nats', 'payments', 'postgres']);
    expect(services.nats?.command).toContain('-js');
  });

  it.each(['identity', 'classes', 'payments'])('gives %s its own database, NATS and a health check', (name) => {
    const service = services[name];
    expect(service?.environment?.DATABASE_URL).toMatch(new RegExp(`^postgres://.+@postgres:5432/classhub_${name}$`));
    expect(service?.environment?.NATS_URL).toBe('nats://nats:4222');
    expect(service?.environment?.PORT).toMatch(/^\d+$/);
    expect(service?.healthcheck?.test.join(' ')).toContain(`:${service?.environment?.PORT}/health`);
    expect(service?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, nats: { condition: 'service_healthy' } });
  });

  it('points the gateway at each service and publishes only the gateway', () => {
    const gateway = services.gateway;
    for (const name of ['identity', 'classes', 'payments']) {
      const port = services[name]?.environment?.PORT;
      expect(gateway?.environment?.[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${port}`);
      expect(services[name]?.ports).toBeUndefined();
    }
    expect(gateway?.ports).toEqual(['3000:3000']);
  });

  it('builds every app from a stage that exists in the Dockerfile', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${service.build.target}$`, 'm'));
      expect(service.build.target).toBe(name);
    }
  });
});

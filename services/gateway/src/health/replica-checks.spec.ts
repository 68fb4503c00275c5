import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { metricValue } from '@classhub/telemetry';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { startFakeUpstream, type FakeUpstream } from '../../test/support/fake-upstream.js';
import { until } from '../../test/support/until.js';
import { UpstreamMetrics } from '../metrics/upstream-metrics.js';
import { ServiceReplicas, type ReplicaStatus } from '../routing/service-replicas.js';
import { ReplicaHealthChecks } from './replica-checks.js';

const INTERVAL_MS = 50;
const GET = { method: 'GET', pathAndQuery: '/approvedclass', headers: {} };

/** A replica whose GET /health answers what `health` holds at the time (status and body), and 200 to anything else. */
async function replica(health: { status: number; body?: object; silent?: boolean }): Promise<FakeUpstream> {
  return startFakeUpstream('classes', (request, response: ServerResponse) => {
    if (request.url !== '/health') return answer(response, 200, { ok: true });
    if (!health.silent) answer(response, health.status, health.body ?? {});
  });
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

describe('ReplicaHealthChecks: replicas in and out of rotation by their GET /health', () => {
  const started: FakeUpstream[] = [];
  let service: ServiceReplicas | undefined;
  let checks: ReplicaHealthChecks | undefined;
  let registry: Registry;

  afterEach(async () => {
    checks?.stop();
    await service?.close();
    await Promise.all(started.splice(0).map((upstream) => upstream.close()));
  });

  const checked = async (upstreams: FakeUpstream[], timeoutMs = 1000): Promise<ServiceReplicas> => {
    started.push(...upstreams);
    registry = new Registry();
    service = new ServiceReplicas({
      service: 'classes',
      urls: upstreams.map((upstream) => upstream.url),
      timeoutMs: 2000,
      log: pino({ level: 'silent' }),
      metrics: new UpstreamMetrics(registry),
    });
    checks = new ReplicaHealthChecks([service], INTERVAL_MS, timeoutMs);
    await checks.firstRound;
    return service;
  };
  const statusOf = (index: number): ReplicaStatus | undefined => service?.replicas[index]?.status;
  const healthy = (upstream: FakeUpstream) =>
    metricValue(registry, 'gateway_upstream_healthy', { service: 'classes', upstream: upstream.url });

  it('takes a draining replica (503) out, sends it nothing meanwhile, and puts it back after its first 200', async () => {
    const draining = { status: 200, body: { status: 'ok' } };
    const [a, b] = [await replica(draining), await replica({ status: 200 })];
    const replicas = await checked([a, b]);
    await until('both replicas are up', () => statusOf(0) === 'up' && statusOf(1) === 'up');

    Object.assign(draining, { status: 503, body: { status: 'draining' } });
    await until('the draining replica is out', () => statusOf(0) === 'down');
    expect(await healthy(a)).toBe(0);
    for (let sent = 0; sent < 4; sent += 1) expect((await replicas.request(GET)).statusCode).toBe(200);
    expect([a.requests.length, b.requests.length]).toEqual([0, 4]);

    Object.assign(draining, { status: 200, body: { status: 'ok' } });
    await until('the replica is back', () => statusOf(0) === 'up');
    expect(await healthy(a)).toBe(1);
    for (let sent = 0; sent < 4; sent += 1) await replicas.request(GET);
    expect(a.requests.length).toBeGreaterThan(0);
  });

  it('takes a stopped replica out, and one whose check does not answer in time', async () => {
    const hanging = { status: 200, silent: false };
    const [stopping, slow, a] = [
      await replica({ status: 200 }),
      await replica(hanging),
      await replica({ status: 200 }),
    ];
    await checked([stopping, slow, a], 1000);
    await until('every replica is up', () => [0, 1, 2].every((index) => statusOf(index) === 'up'));

    await stopping.close();
    hanging.silent = true;
    await until('the stopped replica is out', () => statusOf(0) === 'down');
    await until('the replica whose check hangs is out', () => statusOf(1) === 'down');
    expect(statusOf(2)).toBe('up');
  });

  it("marks a replica whose database pool is full (503 'busy') saturated, not down", async () => {
    const [busy] = [await replica({ status: 503, body: { status: 'busy' } })];
    await checked([busy]);
    expect(statusOf(0)).toBe('saturated');
    expect(await healthy(busy)).toBe(0);
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { metricValue } from '@classhub/telemetry';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { closedPortUrl, startFakeUpstream, type FakeUpstream } from '../../test/support/fake-upstream.js';
import { UpstreamMetrics } from '../metrics/upstream-metrics.js';
import { NoReplicaAvailable, ServiceReplicas, type Replica } from './service-replicas.js';
import { UpstreamFailure } from './upstream-failure.js';
import type { UpstreamRequest } from './upstream.js';

const GET: UpstreamRequest = { method: 'GET', pathAndQuery: '/approvedclass', headers: {} };
const POST: UpstreamRequest = {
  method: 'POST',
  pathAndQuery: '/classes',
  headers: { 'content-type': 'application/json' },
  body: Buffer.from('{"className":"Yoga"}'),
};

describe('ServiceReplicas: round robin, and retries that never double a write', () => {
  const started: FakeUpstream[] = [];
  let replicas: ServiceReplicas | undefined;
  let registry: Registry;

  afterEach(async () => {
    await replicas?.close();
    await Promise.all(started.splice(0).map((upstream) => upstream.close()));
  });

  const answering = async (): Promise<FakeUpstream> => remember(await startFakeUpstream('classes'));
  /** Reads the whole request (so a POST has arrived), then drops the connection without a byte of answer. */
  const resetting = async (): Promise<FakeUpstream> =>
    remember(await startFakeUpstream('classes', (_request, response) => response.socket?.destroy()));
  const remember = (upstream: FakeUpstream): FakeUpstream => {
    started.push(upstream);
    return upstream;
  };
  const serving = (urls: string[]): ServiceReplicas => {
    registry = new Registry();
    replicas = new ServiceReplicas({
      service: 'classes',
      urls,
      timeoutMs: 2000,
      log: pino({ level: 'silent' }),
      metrics: new UpstreamMetrics(registry),
    });
    return replicas;
  };
  const retries = (reason: string) => metricValue(registry, 'gateway_upstream_retries_total', { reason });
  const statuses = () => replicas?.replicas.map((replica) => replica.status);

  it('sends requests to each replica in turn', async () => {
    const [a, b, c] = [await answering(), await answering(), await answering()];
    const service = serving([a.url, b.url, c.url]);
    for (let sent = 0; sent < 6; sent += 1) expect((await service.request(GET)).statusCode).toBe(200);
    expect([a, b, c].map((upstream) => upstream.requests.length)).toEqual([2, 2, 2]);
    const series = (await registry.getSingleMetric('gateway_upstream_retries_total')?.get())?.values;
    expect(series?.map((value) => [value.labels.reason, value.value])).toEqual([
      ['refused', 0],
      ['reset', 0],
    ]);
  });

  it('sends a POST whose connection was refused to the next replica, exactly once, and takes the refusing one out', async () => {
    const [a, b] = [await answering(), await answering()];
    const service = serving([await closedPortUrl(), a.url, b.url]);

    expect((await service.request(POST)).statusCode).toBe(200);
    expect(a.requests.length + b.requests.length).toBe(1);
    expect(statuses()).toEqual(['down', 'up', 'up']);
    expect(await retries('refused')).toBe(1);
    expect(await metricValue(registry, 'gateway_upstream_healthy')).toBe(2);
  });

  it('does not send again a POST whose connection was reset once it was sent', async () => {
    const [reset, a] = [await resetting(), await answering()];
    const service = serving([reset.url, a.url]);

    const failure = await service.request(POST).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamFailure);
    expect((failure as UpstreamFailure).kind).toBe('reset');
    expect(reset.requests).toHaveLength(1);
    expect(a.requests).toHaveLength(0);
    // A reset may be a single dropped connection: the health checks decide whether the replica is out.
    expect(statuses()).toEqual(['up', 'up']);
    expect(await retries('reset')).toBe(0);
  });

  it('sends a GET whose connection was reset before any answer to one other replica, only once', async () => {
    const [reset, a] = [await resetting(), await answering()];
    expect((await serving([reset.url, a.url]).request(GET)).statusCode).toBe(200);
    expect([reset.requests.length, a.requests.length]).toEqual([1, 1]);
    expect(await retries('reset')).toBe(1);
    await replicas?.close();

    const [first, second, third] = [await resetting(), await resetting(), await answering()];
    await expect(serving([first.url, second.url, third.url]).request(GET)).rejects.toThrow(UpstreamFailure);
    expect([first, second, third].map((upstream) => upstream.requests.length)).toEqual([1, 1, 0]);
  });

  it('gives up when every replica refused, each taken out', async () => {
    const service = serving([await closedPortUrl(), await closedPortUrl()]);
    await expect(service.request(POST)).rejects.toThrow(NoReplicaAvailable);
    expect(statuses()).toEqual(['down', 'down']);
    // With none in rotation both are tried again, and both refuse.
    await expect(service.request(GET)).rejects.toThrow('No replica of the classes service is available');
  });

  it('tries replicas out of rotation when none is in: one restarted since its last check answers, no 503', async () => {
    // A rolling restart: the first copy is back but not yet checked, the second drains (and still serves).
    const [restarted, draining] = [await answering(), await answering()];
    const service = serving([restarted.url, draining.url]);
    for (const replica of service.replicas) service.setStatus(replica, 'down', 'its health check failed');
    expect((await service.request(POST)).statusCode).toBe(200);
    expect((await service.request(GET)).statusCode).toBe(200);
    expect(restarted.requests.length + draining.requests.length).toBe(2);
  });

  it('always asks a lone replica, as one URL always was, whatever its checks say', async () => {
    const a = await answering();
    const service = serving([a.url]);
    service.setStatus(service.replicas[0] as Replica, 'down', 'its health check failed');
    expect((await service.request(POST)).statusCode).toBe(200);
    expect(a.requests).toHaveLength(1);
  });

  it('asks a saturated replica only when none is up', async () => {
    const [busy, a] = [await answering(), await answering()];
    const service = serving([busy.url, a.url]);
    const [busyReplica, aReplica] = service.replicas as [Replica, Replica];
    service.setStatus(busyReplica, 'saturated', 'its database pool is full');

    await service.request(GET);
    await service.request(GET);
    expect([busy.requests.length, a.requests.length]).toEqual([0, 2]);

    service.setStatus(aReplica, 'down', 'its health check failed');
    await service.request(GET);
    expect([busy.requests.length, a.requests.length]).toEqual([1, 2]);
  });
});
